import type { Page } from '@playwright/test'

import { testEnv } from '../../scripts/lib/test-env.mjs'
import { adminToken } from '../helpers/admin-api'
import { pageAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'

const summary = (page: Page, id: string) => page.getByTestId(`summary-${id}`)

/**
 * The form's script has taken over (it loads after the first paint). Tests that type at once
 * wait for it; what happens before it is the subject of its own test below.
 */
const formTakenOver = (page: Page) =>
  expect(page.locator('form[data-await-hydration]')).toHaveCount(0)

async function fillClinic(page: Page, email: string) {
  await page.getByLabel('ชื่อคลินิก').fill('คลินิกทดสอบการสมัคร')
  await page.getByLabel('ชื่อผู้ติดต่อ').fill('สมหญิง ทดลองใช้')
  await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678')
  await page.getByLabel('อีเมล').fill(email)
}

async function registrationsByEmail(page: Page, email: string) {
  const token = await adminToken(page.request)
  const response = await page.request.get(
    `/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test('from a pricing card to a confirmed sign-up the sales team can see, with its attribution', async ({
  page,
}) => {
  await page.goto(
    '/?utm_source=e2e-signup&utm_campaign=%E0%B8%97%E0%B8%94%E0%B8%A5%E0%B8%AD%E0%B8%87',
  )
  await page
    .locator('#pricing')
    .getByRole('link', { name: 'ขอทดลองใช้ฟรี — Ultimate' })
    .first()
    .click()
  await expect(page).toHaveURL(/\/register\?package=Ultimate$/)
  await formTakenOver(page)
  await expect(page).toHaveTitle(/ขอทดลองใช้ Clinic Plus ฟรี/)
  await expect(page.getByRole('radio', { name: /Ultimate/ })).toBeChecked()

  // 38,000 baht a branch a year, before VAT; VAT 7 %.
  const branches = page.getByLabel('จำนวนสาขา')
  await branches.fill('3')
  await expect(summary(page, 'package')).toHaveText('Ultimate')
  await expect(summary(page, 'subtotal')).toHaveText('฿114,000.00')
  await expect(summary(page, 'vat')).toHaveText('฿7,980.00')
  await expect(summary(page, 'total')).toHaveText('฿121,980.00')
  await branches.fill('12')
  await expect(summary(page, 'subtotal')).toHaveText('฿456,000.00')
  await expect(summary(page, 'vat')).toHaveText('฿31,920.00')
  await expect(summary(page, 'total')).toHaveText('฿487,920.00')
  await page.getByRole('radio', { name: /More/ }).check({ force: true })
  await expect(summary(page, 'total')).toHaveText('฿359,520.00')
  await page.getByRole('radio', { name: /Ultimate/ }).check({ force: true })

  const email = `signup-${Date.now()}@clinic.example`
  await fillClinic(page, email)
  const submit = page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' })
  await submit.click()
  await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('done-summary')).toHaveText('แพ็กเกจ Ultimate จำนวน 12 สาขา')
  await expect(page.getByRole('link', { name: /คุยกับทีมงานทาง LINE/ })).toHaveAttribute(
    'target',
    '_blank',
  )

  // A reload shows the confirmation again and sends nothing.
  await page.reload()
  await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible()
  const docs = await registrationsByEmail(page, email)
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    source: 'site',
    status: 'new',
    package: 'Ultimate',
    branchCount: 12,
    yearlyValue: 456_000,
    utmSource: 'e2e-signup',
    utmCampaign: 'ทดลอง',
  })
  expect(String(docs[0].landingPage)).toContain('utm_source=e2e-signup')
})

test('a server error opens a dialog with its message and keeps the input', async ({ page }) => {
  await page.route('**/api/public/register', (route) =>
    route.fulfill({ status: 429, json: { code: 429, message: 'มีการส่งข้อมูลบ่อยเกินไป (ทดสอบ)' } }),
  )
  await page.goto('/register?package=Mini')
  await formTakenOver(page)
  await expect(page.getByRole('radio', { name: /Mini/ })).toBeChecked()
  await page.getByLabel('จำนวนสาขา').fill('2')
  await fillClinic(page, 'keep-me@clinic.example')
  await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('มีการส่งข้อมูลบ่อยเกินไป (ทดสอบ)', {
    timeout: 15_000,
  })
  await dialog.getByRole('button', { name: 'ปิด' }).click()
  await expect(page.getByLabel('อีเมล')).toHaveValue('keep-me@clinic.example')
  await expect(page.getByLabel('จำนวนสาขา')).toHaveValue('2')
  await expect(page.getByRole('radio', { name: /Mini/ })).toBeChecked()
})

test('a form filled and sent before its script has loaded is the browser’s own POST, never an address, and is received', async ({
  page,
}) => {
  // A slow phone: the page's scripts never arrive while the visitor fills and sends the form.
  await page.route('**/_next/static/chunks/*.js', () => new Promise(() => undefined))
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  await page.goto('/register', { waitUntil: 'commit' })
  const email = `early-${Date.now()}@clinic.example`
  await fillClinic(page, email)
  await page.getByLabel('จำนวนสาขา').fill('2')
  await page.getByRole('radio', { name: /Mini/ }).check({ force: true })
  await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()

  await expect(page).toHaveURL(/\/register\/sent$/)
  await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible()
  await expect(page.getByTestId('done-summary')).toContainText('2')
  const [stored, ...more] = await registrationsByEmail(page, email)
  expect(more).toEqual([])
  expect(stored).toMatchObject({ package: 'Mini', branchCount: 2, clinicName: 'คลินิกทดสอบการสมัคร' })
  expect(
    addresses.filter((address) => address.includes('early-') || address.includes('%40')),
  ).toEqual([])
})

test('invalid fields are named in Thai before anything is sent', async ({ page }) => {
  let posted = 0
  await page.route('**/api/public/register', (route) => {
    posted += 1
    return route.continue()
  })
  await page.goto('/register')
  await formTakenOver(page)
  await page.getByLabel('จำนวนสาขา').fill('0')
  await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
  await expect(page.getByText(/จำนวนสาขาต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999/)).toBeVisible()
  await expect(page.getByText(/ชื่อคลินิกต้องมี/)).toBeVisible()
  await expect(summary(page, 'total')).toHaveText('-')
  expect(posted).toBe(0)
})

test.describe('the ads conversion', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  async function conversions(page: Page) {
    return page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((entry) => JSON.stringify(Array.from(entry)))
        .filter((entry) => entry.includes('"conversion"')),
    )
  }

  test('fires (value 1, THB) only after "ยอมรับทั้งหมด"', async ({ page, context }) => {
    await context.route(
      /googletagmanager\.com|googleadservices\.com|google-analytics\.com/,
      (route) =>
        route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagStub = true' }),
    )
    // Refused: the registration goes out, no conversion.
    await page.goto('/register?package=More')
    await formTakenOver(page)
    const banner = page.getByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' })
    await banner.getByRole('button', { name: 'ปฏิเสธทั้งหมด', exact: true }).click()
    await fillClinic(page, `refused-${Date.now()}@clinic.example`)
    await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
    await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible({
      timeout: 15_000,
    })
    expect(await conversions(page)).toEqual([])

    // Accepted (the settings reopened from the footer): the next sign-up counts.
    await context.clearCookies()
    await page.evaluate(() => window.sessionStorage.clear())
    await page.goto('/register?package=More')
    await formTakenOver(page)
    await page
      .getByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' })
      .getByRole('button', { name: 'ยอมรับทั้งหมด', exact: true })
      .click()
    await fillClinic(page, `accepted-${Date.now()}@clinic.example`)
    await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
    await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible({
      timeout: 15_000,
    })
    const fired = await conversions(page)
    expect(fired).toHaveLength(1)
    expect(fired[0]).toContain(`"send_to":"${testEnv.ADS_CONVERSION_ID}"`)
    expect(fired[0]).toContain('"value":1')
    expect(fired[0]).toContain('"currency":"THB"')
  })
})

test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/register')
  await formTakenOver(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})

test('on a phone the total shows under the branch count and follows it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/register?package=Mini')
  await formTakenOver(page)
  // The package comes from the address once the form has started.
  await expect(page.getByRole('radio', { name: /Mini/ })).toBeChecked()
  const total = page.getByTestId('inline-total')
  // Mini: 20,000 a branch a year; 3 branches are 60,000 + 4,200 VAT.
  const branches = page.getByLabel('จำนวนสาขา')
  await branches.fill('3')
  await expect(total).toHaveText('฿64,200.00')
  // Right under the field (its hint between them), not after the form.
  const field = await branches.boundingBox()
  const line = await total.boundingBox()
  expect(line!.y - (field!.y + field!.height)).toBeLessThan(80)
  await page.getByRole('link', { name: 'ดูรายละเอียด' }).click()
  await expect(page.getByRole('complementary', { name: 'สรุปค่าบริการต่อปี' })).toBeInViewport()
})

test('axe finds no violations on the form, with its errors shown, and on the confirmation', async ({
  page,
}) => {
  const violations = async (label: string) =>
    (await pageAxe(page).analyze()).violations.map(
      (v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    )
  await page.goto('/register?package=More')
  await formTakenOver(page)
  expect(await violations('form')).toEqual([])
  await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
  await expect(page.getByText(/ชื่อคลินิกต้องมี/)).toBeVisible()
  expect(await violations('errors')).toEqual([])
  await page.getByLabel('จำนวนสาขา').fill('1')
  await fillClinic(page, `axe-${Date.now()}@clinic.example`)
  await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
  await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible({
    timeout: 15_000,
  })
  expect(await violations('confirmation')).toEqual([])
})
