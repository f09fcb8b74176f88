import type { APIRequestContext, Page } from '@playwright/test'

import { totpCode } from '../../src/features/staff-accounts/totp'
import { adminToken } from '../helpers/admin-api'
import { adminAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin } from '../helpers/hydration'

// A sales member enrols in the second factor in the admin (the test reads the secret from the page
// and computes the codes as their phone would), signs out, signs in again with a code and finds
// their sessions on their account page; an admin deactivates a member, whose open browser is
// refused at its next click. The second factor is required for sales only while this file runs.

const stamp = Date.now()
const password = 'a-long-sales-password'
const leaver = { email: `leaver-${stamp}@clinic.example`, name: 'ลาออก ระหว่างวัน' }
const shots = process.env.SCREENSHOT_DIR

async function setRequiredRoles(request: APIRequestContext, roles: string[]) {
  const response = await request.post('/api/globals/security-settings', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { twoFactorRoles: roles },
  })
  expect(response.status()).toBe(200)
}

async function createMember(request: APIRequestContext, who: { email: string; name: string }) {
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { ...who, password, role: 'sales', available: false },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function signIn(page: Page, email: string) {
  await gotoAdmin(page, '/admin/login')
  await page.getByLabel(/อีเมล/).fill(email)
  await page.getByLabel(/รหัสผ่าน/).fill(password)
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
}

async function noAxeViolations(page: Page) {
  const results = await adminAxe(page).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await setRequiredRoles(request, ['sales'])
})

test.afterAll(async ({ request }) => {
  await setRequiredRoles(request, [])
})

test('a sales member enrols, signs in again with a code, and sees their sessions', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  // One member per width: each enrols, signs out, and signs in again with a code.
  for (const width of [390, 1440]) {
    const member = { email: `enrol-${width}-${stamp}@clinic.example`, name: 'ตั้งค่า สองขั้นตอน' }
    const id = await createMember(request, member)
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()

    // Signed in with the password: taken to the enrolment, and nothing else opens.
    await signIn(page, member.email)
    await expect(page).toHaveURL(/\/admin\/two-factor$/)
    await gotoAdmin(page, '/admin/collections/leads')
    await expect(page).toHaveURL(/\/admin\/two-factor$/)
    // Our mark and name, as on the sign-in screen.
    await expect(
      page.locator('.template-minimal').getByText('Clinic Plus', { exact: true }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'เริ่มตั้งค่า' }).click()
    // The secret in groups of four, to copy by eye or with the button; on a phone, a link that
    // opens the authenticator app with the account.
    const shown = (await page.getByTestId('totp-secret').textContent())!.trim()
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)
    const secret = shown.replaceAll(' ', '')
    await expect(page.getByTestId('totp-link')).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/.+[?&]secret=${secret}&`),
    )
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'คัดลอกรหัสลับ' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'คัดลอกรหัสลับแล้ว' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await expect(page.getByRole('img', { name: /คิวอาร์โค้ด/ })).toBeVisible()
    await noAxeViolations(page)
    if (shots)
      await page.screenshot({ path: `${shots}/two-factor-enrol-${width}.png`, fullPage: true })
    const enrolledAt = Date.now()
    await page.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(secret, enrolledAt))
    await page.getByRole('button', { name: 'ยืนยันและเปิดใช้งาน' }).click()
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    await noAxeViolations(page)
    if (shots)
      await page.screenshot({ path: `${shots}/two-factor-recovery-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: /บันทึกรหัสกู้คืนแล้ว/ }).click()
    await expect(page).toHaveURL(/\/admin$/)

    // Signed out and in again: a code of a later time step than the enrolment's (used up),
    // as the phone shows it now, or the next one when the sign-in came within the same 30 s.
    await gotoAdmin(page, '/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await signIn(page, member.email)
    await expect(page).toHaveURL(/\/admin\/two-factor$/)
    await expect(page.getByRole('heading', { name: 'กรอกรหัสยืนยันตัวตน' })).toBeVisible()
    await noAxeViolations(page)
    if (shots)
      await page.screenshot({ path: `${shots}/two-factor-code-${width}.png`, fullPage: true })
    const code = totpCode(secret, Math.max(Date.now(), enrolledAt + 30_000))
    await page.getByLabel('รหัส 6 หลักจากแอป').fill(code)
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click()
    await expect(page).toHaveURL(/\/admin$/)

    // The account page lists this session, this device first.
    await gotoAdmin(page, `/admin/collections/users/${id}`)
    await adminReady(page)
    const sessions = page.getByTestId('session-list')
    await expect(sessions.locator('li')).toHaveCount(1)
    await expect(sessions).toContainText('อุปกรณ์นี้')
    await expect(page.getByTestId('two-factor-status')).toContainText('เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว')
    await context.close()
  }
})

test('the account page and the activity log read well at both widths', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  const { user } = (await me.json()) as { user: { name?: string | null; email: string } }
  // The member by their name, or their e-mail while they have none.
  const adminName = user.name?.trim() || user.email
  // A member added now, for the log's entry about them.
  const added = { email: `logged-${stamp}@clinic.example`, name: 'บันทึก ชื่อในรายการ' }
  await createMember(request, added)
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto('/robots.txt')
    await context.addCookies([
      { name: 'payload-token', value: token, url: new URL(page.url()).origin },
    ])
    // The connection drops while the list loads: the page says so and reads it again on a retry.
    let requests = 0
    await page.route('**/api/users/sessions/list', async (route) => {
      requests += 1
      if (requests === 1) await route.abort('connectionreset')
      else await route.continue()
    })
    await gotoAdmin(page, '/admin/account')
    await adminReady(page)
    const failed = page.getByRole('alert').filter({ hasText: 'โหลดรายการอุปกรณ์ไม่สำเร็จ' })
    await expect(failed).toBeVisible()
    await expect(page.getByTestId('session-list').locator('li')).toHaveCount(0)
    await noAxeViolations(page)
    await failed.getByRole('button', { name: 'ลองอีกครั้ง' }).click()
    await expect(page.getByTestId('session-list').locator('li').first()).toBeVisible()
    await expect(failed).toHaveCount(0)
    await page.unroute('**/api/users/sessions/list')
    await noAxeViolations(page)
    if (shots) await page.screenshot({ path: `${shots}/sessions-${width}.png`, fullPage: true })
    await gotoAdmin(page, '/admin/collections/activity-log')
    await adminReady(page)
    await expect(page.getByRole('button', { name: 'ตรวจสอบความถูกต้องของบันทึก' })).toBeVisible()
    await page.getByRole('button', { name: 'ตรวจสอบความถูกต้องของบันทึก' }).click()
    await expect(page.getByText(/ถูกต้อง ไม่มีการแก้ไขหรือลบ/)).toBeVisible()
    // The log in words: whose record by name, the member by name, what was stored as a code
    // in Thai, and no `users/12` or `ok 40` left.
    await gotoAdmin(page, '/admin/collections/activity-log?limit=100')
    await adminReady(page)
    const rows = page.locator('tbody tr')
    const checked = rows.filter({ hasText: 'ตรวจสอบความถูกต้องของบันทึก' }).first()
    await expect(checked.locator('td.cell-detail')).toHaveText(/^ถูกต้องทั้ง [\d,]+ รายการ$/)
    await expect(checked.locator('td.cell-member')).toHaveText(adminName)
    const created = rows.filter({ hasText: added.name })
    await expect(created.locator('td.cell-kind')).toHaveText('เพิ่มผู้ใช้งาน')
    await expect(created.locator('td.cell-subject')).toHaveText(`ผู้ใช้งาน: ${added.name}`)
    await expect(created.locator('td.cell-detail')).toHaveText('ฝ่ายขาย')
    await expect(rows.locator('td.cell-subject', { hasText: /^users\/\d+$/ })).toHaveCount(0)
    await expect(rows.locator('td.cell-detail', { hasText: /^ok \d+$/ })).toHaveCount(0)
    await noAxeViolations(page)
    if (shots) await page.screenshot({ path: `${shots}/activity-log-${width}.png`, fullPage: true })
    // One entry on its own screen reads the same: its subject and detail in words.
    await checked.locator('td').nth(1).getByRole('link').click()
    await page.waitForURL(/\/activity-log\/\d+$/)
    await adminReady(page)
    await expect(page.locator('.activity-words').filter({ hasText: 'รายละเอียด' })).toContainText(
      /ถูกต้องทั้ง [\d,]+ รายการ/,
    )
    await noAxeViolations(page)
    if (shots)
      await page.screenshot({ path: `${shots}/activity-entry-${width}.png`, fullPage: true })
    await context.close()
  }
})

test('an admin deactivates a member, whose open browser is refused at its next click', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await setRequiredRoles(request, [])
  const id = await createMember(request, leaver)
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await signIn(theirPage, leaver.email)
  await expect(theirPage).toHaveURL(/\/admin$/)
  await gotoAdmin(theirPage, '/admin/collections/leads')
  await expect(theirPage).toHaveURL(/\/admin\/collections\/leads/)

  const mine = await browser.newContext()
  const adminPage = await mine.newPage()
  await adminPage.goto('/robots.txt')
  await mine.addCookies([
    {
      name: 'payload-token',
      value: await adminToken(request),
      url: new URL(adminPage.url()).origin,
    },
  ])
  await gotoAdmin(adminPage, `/admin/collections/users/${id}`)
  await adminReady(adminPage)
  await adminPage.getByLabel('บัญชีใช้งานได้').uncheck()
  await adminPage.locator('#action-save').click()
  await expect(adminPage.getByText(/สำเร็จ|บันทึก/).first()).toBeVisible()

  // The member's next click in their open browser (the account link in the admin's header; the
  // side menu is closed, and inert, up to 1440 px wide): back to the login screen.
  await theirPage.getByRole('banner').getByRole('link', { name: 'บัญชี' }).click()
  await expect(theirPage).toHaveURL(/\/admin\/login/)
  await signIn(theirPage, leaver.email)
  await expect(theirPage.getByText('บัญชีนี้ถูกปิดการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ')).toBeVisible()
  await theirs.close()
  await mine.close()
  await setRequiredRoles(request, ['sales'])
})

test('an admin adding a member with a common password is told why, in Thai, beside the field', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  await page.goto('/robots.txt')
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: new URL(page.url()).origin }])
  const email = `common-${stamp}@clinic.example`
  await gotoAdmin(page, '/admin/collections/users/create')
  await page.getByLabel('อีเมล', { exact: false }).first().fill(email)
  await page.getByLabel(/^รหัสผ่านใหม่/).fill('password1234')
  await page.getByLabel(/^ยืนยันรหัสผ่าน/).fill('password1234')
  await page.getByLabel(/^ชื่อ/).fill('ทดสอบ รหัสผ่าน')
  await page.getByRole('button', { name: 'บันทึก' }).click()
  // The reason beside the field, and a toast naming the field in Thai (not "The following field
  // is invalid: password"); the production build dropped both before.
  await expect(
    page.getByText('รหัสผ่านนี้ใช้กันทั่วไปและถูกเดาได้ง่าย', { exact: false }).first(),
  ).toBeAttached()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('ช่องต่อไปนี้ไม่ถูกต้อง')
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('รหัสผ่าน')
  await expect(page.locator('[data-sonner-toast]').first()).not.toContainText('password')
  const found = await request.get(
    `/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
