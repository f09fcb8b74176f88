import type { Page } from '@playwright/test'

import { findLeadsByEmail } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'

const form = (page: Page) => page.locator('footer#contact form').first()

/**
 * The form's code loads as the footer comes near; scroll there as a visitor would, and wait until
 * the scripted form has taken the served one's place (its empty form's send button is disabled):
 * these tests are about the scripted form, and the served one, sent by the browser itself, opens
 * the received page instead of a dialog (tests/e2e/scriptless-forms.e2e.spec.ts).
 */
async function openForm(page: Page) {
  await page.locator('footer#contact').scrollIntoViewIfNeeded()
  await expect(form(page)).toBeVisible()
  await expect(form(page).getByRole('button', { name: /ส่งข้อมูล/ })).toBeDisabled({
    timeout: 30_000,
  })
}

async function fillValidForm(page: Page, email: string) {
  await openForm(page)
  const f = form(page)
  await f.getByLabel('ชื่อ-นามสกุล').fill('ทดสอบ ระบบ')
  await f.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678')
  await f.getByLabel('อีเมล').fill(email)
  await f.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
}

test('fills the form on a later page and the lead is stored with the landing page UTM values', async ({
  page,
  request,
}) => {
  const email = `utm-${Date.now()}@example.com`
  await page.goto(
    '/?utm_source=e2e-facebook&utm_medium=cpc&utm_campaign=%E0%B9%82%E0%B8%9B%E0%B8%A3',
  )
  await page.waitForLoadState('networkidle')
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'บทความ' })
    .click()
  await expect(page).toHaveURL(/\/articles$/)

  await openForm(page)
  const f = form(page)
  const submit = f.getByRole('button', { name: /ส่งข้อมูล/ })
  await expect(submit).toBeDisabled()

  await fillValidForm(page, email)
  const extra = f.getByLabel('รายละเอียดเพิ่มเติม')
  await extra.fill('มี 3 สาขา')
  await expect(f.getByTestId('extra-counter')).toHaveText('9/2000')
  await expect(f.getByText('ใส่เฉพาะประเด็นสำคัญได้เลย')).toBeVisible()
  await expect(submit).toBeEnabled()

  await submit.click()
  const sending = f.getByRole('button', { name: /กำลังส่ง\.\.\./ })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('heading')).toHaveText('ขอบคุณที่สนใจ Clinic Plus')
  await expect(f.getByLabel('ชื่อ-นามสกุล')).toHaveValue('')
  await expect(f.getByLabel('ประเภทองค์กร')).toHaveValue('')
  await expect(f.getByTestId('extra-counter')).toHaveText('0/2000')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const leads = await findLeadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({
    fullname: 'ทดสอบ ระบบ',
    // Stored in its canonical form.
    phone: '0812345678',
    organizationType: 'คลินิกความงาม',
    description: 'มี 3 สาขา',
    utmSource: 'e2e-facebook',
    utmMedium: 'cpc',
    utmCampaign: 'โปร',
    deviceType: 'desktop',
    status: 'new',
  })
  expect(String(leads[0].landingPage)).toContain('utm_source=e2e-facebook')
})

test('keeps the landing UTM values when the visitor leaves before React has started', async ({
  page,
  request,
}) => {
  const email = `utm-early-${Date.now()}@example.com`
  // A slow phone: none of the page's scripts has arrived when the visitor taps a link.
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/?utm_source=e2e-early&utm_campaign=early-tap', { waitUntil: 'commit' })
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'บทความ' })
    .click()
  await expect(page).toHaveURL(/\/articles$/)
  await page.unroute('**/_next/static/chunks/**')
  // On /articles, with its scripts this time, the lead is sent.
  await page.reload()
  await fillValidForm(page, email)
  await form(page)
    .getByRole('button', { name: /ส่งข้อมูล/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })

  const leads = await findLeadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ utmSource: 'e2e-early', utmCampaign: 'early-tap' })
  expect(String(leads[0].landingPage)).toContain('utm_source=e2e-early')
})

test('shows Thai errors under the fields as they are typed and keeps submit disabled', async ({
  page,
}) => {
  await page.goto('/articles')
  await openForm(page)
  const f = form(page)
  const phone = f.getByLabel('เบอร์โทรศัพท์')
  await phone.fill('081--234')
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await phone.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText('เบอร์โทรศัพท์')
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('inputmode', 'tel')

  await f.getByLabel('รายละเอียดเพิ่มเติม').fill('ก'.repeat(2001))
  await expect(f.getByTestId('extra-counter')).toHaveText('2001/2000')
  await expect(f.getByText('รายละเอียดต้องไม่เกิน 2000 ตัวอักษร')).toBeVisible()
  await expect(f.getByRole('button', { name: /ส่งข้อมูล/ })).toBeDisabled()

  await expect(f.getByLabel('ประเภทองค์กร').locator('option').first()).toHaveText(
    '-- เลือกประเภทองค์กร --',
  )
  await expect(f.locator('optgroup')).toHaveCount(5)
  // An option's value is its text (no value attribute is written).
  const unspecified = f.locator('option').filter({ hasText: /^ไม่ระบุ$/ })
  await expect(unspecified).toHaveCount(1)
  expect(await unspecified.evaluate((option: HTMLOptionElement) => option.value)).toBe('ไม่ระบุ')
})

test('a server error opens a dialog titled with the server message and keeps the input', async ({
  page,
}) => {
  await page.route('**/api/public/leads', (route) =>
    route.fulfill({
      status: 400,
      json: { code: 400, message: 'ข้อมูลในช่อง "อีเมล" ไม่ถูกต้อง (ทดสอบ)' },
    }),
  )
  await page.goto('/articles')
  await fillValidForm(page, 'server-error@example.com')
  await form(page)
    .getByRole('button', { name: /ส่งข้อมูล/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('ข้อมูลในช่อง "อีเมล" ไม่ถูกต้อง (ทดสอบ)', {
    timeout: 15_000,
  })
  await dialog.getByRole('button', { name: 'ปิด' }).click()
  await expect(dialog).toBeHidden()
  await expect(form(page).getByLabel('อีเมล')).toHaveValue('server-error@example.com')
})

test('a network failure opens the generic error dialog and logs the error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route('**/api/public/leads', (route) => route.abort('internetdisconnected'))
  await page.goto('/articles')
  await fillValidForm(page, 'offline@example.com')
  await form(page)
    .getByRole('button', { name: /ส่งข้อมูล/ })
    .click()
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(
    'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
    {
      timeout: 15_000,
    },
  )
  expect(errors.join('\n')).toContain('[lead-form]')
})

test('the leads API is closed to the public', async ({ request }) => {
  expect((await request.get('/api/leads')).status()).toBe(403)
  expect((await request.post('/api/leads', { data: { fullname: 'x' } })).status()).toBe(403)
  const reply = await request.post('/api/public/leads', {
    data: 'not json',
    headers: { 'content-type': 'text/plain' },
  })
  expect(reply.status()).toBe(415)
  expect(await reply.json()).toMatchObject({ code: 415 })
})

test('a form left open until its token went stale is resent once, quietly, and stored once', async ({
  page,
  request,
}) => {
  // The first token the page receives is one our server did not sign (another instance's
  // secret, say): the server answers 409, the form fetches a fresh token and sends again.
  let tokenRequests = 0
  await page.route('**/api/public/leads/token', async (route) => {
    tokenRequests += 1
    if (tokenRequests > 1) return route.continue()
    return route.fulfill({
      json: { token: `${Date.now()}.${'n'.repeat(16)}.${'s'.repeat(43)}` },
      headers: { 'cache-control': 'no-store' },
    })
  })
  const replies: number[] = []
  const sentTokens: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/leads') && request.method() === 'POST') {
      sentTokens.push((request.postDataJSON() as { form_token: string }).form_token)
    }
  })
  page.on('response', (response) => {
    if (response.url().endsWith('/api/public/leads')) replies.push(response.status())
  })
  const email = `stale-token-${Date.now()}@example.com`
  await page.goto('/articles')
  await fillValidForm(page, email)
  await form(page)
    .getByRole('button', { name: /ส่งข้อมูล/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('ขอบคุณที่สนใจ Clinic Plus', {
    timeout: 20_000,
  })
  expect(replies).toEqual([409, 200])
  // Sent again with a fresh token (the page then fetches one more for its next form).
  expect(sentTokens).toHaveLength(2)
  expect(sentTokens[1]).not.toBe(sentTokens[0])
  expect(tokenRequests).toBeGreaterThanOrEqual(2)
  const leads = await findLeadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ status: 'new' })
})
