import { addMember, signInPage } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin } from '../helpers/hydration'

/**
 * A section added to a page opens ready to type in even when the editor's answer to an earlier
 * change arrives just after it. Payload asks the server for a new section's fields a quarter of a
 * second after the last change, unless the form then equals what it last merged from the server:
 * an answer landing in that quarter second counted the new section as merged, so it stayed a
 * loading placeholder until the member changed something else (CI saw it once, on a slow machine,
 * in the marketing walk). kernel/admin/rows-settle.client.tsx asks again.
 */
test('a section added while the editor is still answering an earlier change opens all the same', async ({
  browser,
  request,
}) => {
  const marketing = await addMember(request, { name: 'ทีมการตลาด', role: 'marketing' })
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInPage(page, marketing.token)
  await gotoAdmin(page, '/admin/collections/pages/create')
  await adminReady(page)

  // The editor's next form-state answer waits until the section has been added.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  let heldAnswer = () => {}
  const answerHeld = new Promise<void>((resolve) => (heldAnswer = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/admin'),
    async (route) => {
      const sent = route.request()
      if (
        held ||
        sent.method() !== 'POST' ||
        !sent.headers()['next-action'] ||
        !sent.postData()?.includes('form-state')
      ) {
        return route.fallback()
      }
      held = true
      const response = await route.fetch()
      heldAnswer()
      await released
      await route.fulfill({ response })
    },
  )
  await page.locator('#field-title').fill('หน้าทดสอบส่วนของหน้า')
  await answerHeld

  await page.getByRole('button', { name: 'เพิ่ม ส่วนของหน้า' }).click()
  await page.getByRole('button', { name: 'ส่วนหัวของหน้า', exact: true }).click()
  release()

  const row = page.locator('#layout-row-0')
  await expect(row).toContainText('ส่วนหัวของหน้า')
  const eyebrow = page.locator('#field-layout__0__eyebrow')
  await expect(eyebrow).toBeVisible()
  await eyebrow.fill('โปรโมชันเดือนนี้')
  await expect(eyebrow).toHaveValue('โปรโมชันเดือนนี้')
  await context.close()
})
