import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'

import { adminToken, findLeadsByEmail } from '../helpers/admin-api'
import { pageAxe } from '../helpers/axe'
import { clearOfBangkokMidnight } from '../helpers/bangkok-day'
import { expect, test } from '../helpers/e2e-test'
import { gotoAdmin } from '../helpers/hydration'

/** A lead as a visitor's form sends it (after the form's minimum age, so it is not spam). */
async function sendLead(request: APIRequestContext, fullname: string, email: string) {
  const { token } = (await (await request.get('/api/public/leads/token')).json()) as {
    token: string
  }
  await new Promise((resolve) => setTimeout(resolve, 3_200))
  const reply = await request.post('/api/public/leads', {
    headers: { 'Idempotency-Key': `dsr-${email}` },
    data: {
      fullname,
      phone: '081-555-0177',
      email,
      organization_type: 'คลินิกความงาม',
      user_action: 'contact_form_submit',
      form_token: token,
    },
  })
  expect(reply.status()).toBe(200)
}

async function loginAsAdmin(page: Page, request: APIRequestContext) {
  const token = await adminToken(request)
  await page.goto('/robots.txt')
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  return readFile((await file.path())!, 'utf8')
}

test('an admin handles a data-subject request: search, export, erasure, and the lead is gone', async ({
  page,
  request,
}) => {
  // The lead's date shows the Buddhist year taken here: not across a new year's midnight.
  test.setTimeout(test.info().timeout + 31_000)
  await clearOfBangkokMidnight(30_000)
  const stamp = Date.now()
  const name = `เจ้าของข้อมูล ทดสอบ ${stamp}`
  const email = `dsr-${stamp}@example.com`
  await sendLead(request, name, email)
  await loginAsAdmin(page, request)

  // The lead is in the list, dated with the Buddhist year like the public site.
  await gotoAdmin(page, `/admin/collections/leads?search=${encodeURIComponent(email)}`)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  const buddhistYear = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    year: '2-digit',
    timeZone: 'Asia/Bangkok',
  })
    .formatToParts(new Date())
    .find((part) => part.type === 'year')!.value
  await expect(row).toContainText(new RegExp(`\\d{1,2} \\S+ ${buddhistYear} \\d{2}:\\d{2} น\\.`))

  // Staff type the address as the person wrote it in their e-mail: other case, stray spaces.
  await gotoAdmin(page, '/admin/collections/data-subject-requests')
  const tool = page.getByRole('region', { name: 'ดำเนินการคำขอใช้สิทธิ์' })
  await tool.getByLabel('อีเมลหรือเบอร์โทรศัพท์').fill(`  ${email.toUpperCase()} `)
  await tool.getByRole('button', { name: 'ค้นหา' }).click()
  await expect(tool.getByRole('status')).toHaveText(/พบผู้สนใจ 1 รายการ และการลงทะเบียน 0 รายการ/)
  await expect(tool.getByRole('row', { name: new RegExp(name) })).toBeVisible()

  // Access and portability: the same records as JSON and as CSV.
  const json = JSON.parse(await downloaded(page, 'ส่งออก JSON')) as {
    leads: { fullname: string; email: string }[]
  }
  expect(json.leads).toEqual([expect.objectContaining({ fullname: name, email })])
  const csv = await downloaded(page, 'ส่งออก CSV')
  expect(csv).toContain(`"${name}"`)
  await expect(tool.getByRole('status')).toHaveText(/ดาวน์โหลดไฟล์แล้ว/)

  const scan = await pageAxe(page).include('section[aria-labelledby]').analyze()
  expect(scan.violations).toEqual([])

  // Erasure asks first, then removes the lead and says so.
  await tool.getByRole('button', { name: 'ลบข้อมูลทั้งหมดที่พบ' }).click()
  const confirm = tool.getByRole('alertdialog')
  await expect(confirm).toContainText('ยืนยันการลบข้อมูล 1 รายการ')
  await confirm.getByRole('button', { name: 'ยืนยันการลบ' }).click()
  await expect(tool.getByRole('status')).toHaveText(/ลบผู้สนใจ 1 รายการ/)

  // The log below shows the steps, newest first, without the address.
  const log = page.locator('.table table')
  await expect(log.getByRole('row').nth(1)).toContainText('ลบแล้ว')
  await expect(log).toContainText('ส่งออกแล้ว')
  await expect(page.locator('main, .template-default').first()).not.toContainText(email)

  // The lead is gone from the list and from the API.
  await gotoAdmin(page, `/admin/collections/leads?search=${encodeURIComponent(email)}`)
  await expect(page.getByText(name)).toHaveCount(0)
  expect(await findLeadsByEmail(request, email)).toEqual([])
})
