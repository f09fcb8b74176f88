import type { Locator } from '@playwright/test'

import { adminToken } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'
import { gotoAdmin } from '../helpers/hydration'

/** A lead the bot checks catch: a filled honeypot, sent straight to the endpoint as a bot does. */
async function sendSpam(request: import('@playwright/test').APIRequestContext, fullname: string) {
  const { token } = (await (await request.get('/api/public/leads/token')).json()) as {
    token: string
  }
  const reply = await request.post('/api/public/leads', {
    data: {
      fullname,
      phone: '081-999-0000',
      email: `spam-${Date.now()}@example.com`,
      organization_type: 'คลินิกความงาม',
      user_action: 'contact_form_submit',
      website: 'http://spam.example',
      form_token: token,
    },
  })
  // The bot is answered like a person.
  expect(reply.status()).toBe(200)
}

test('staff find spam in its own view and restore a false positive in one change', async ({
  page,
  request,
}) => {
  const name = `สแปมทดสอบ ${Date.now()}`
  await sendSpam(request, name)
  const token = await adminToken(request)
  await page.goto('/robots.txt')
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
  await gotoAdmin(page, '/admin/collections/leads')
  await expect(page.getByRole('navigation', { name: 'มุมมอง' })).toBeVisible()
  // The default list leaves spam out.
  await expect(page.getByText(name)).toHaveCount(0)

  // Links are followed by address: the list may rewrite its own address while it loads, which
  // would cancel a click's navigation.
  const follow = async (link: Locator) => {
    await expect(link).toBeVisible()
    await gotoAdmin(page, (await link.getAttribute('href'))!)
  }
  await follow(page.getByRole('link', { name: /^สแปม \(\d+\)$/ }))
  await expect(page).toHaveURL(/where%5Bstatus%5D%5Bequals%5D=spam|where\[status\]\[equals\]=spam/)
  // The row's first cell links to the lead.
  await follow(
    page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('link')
      .first(),
  )
  await expect(page.locator('#field-fullname')).toHaveValue(name)

  // Restore: the status back to new, saved.
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'ใหม่', exact: true }).click()
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click()
  await expect(page.getByText(/สำเร็จ/).first()).toBeVisible()

  await gotoAdmin(page, '/admin/collections/leads')
  // (The table's row; the phone's list of the same records is hidden on a desktop.)
  await expect(page.getByRole('table').getByText(name)).toBeVisible()
})
