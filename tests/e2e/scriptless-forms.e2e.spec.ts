import type { APIRequestContext, Page } from '@playwright/test'

import { adminToken, findLeadsByEmail } from '../helpers/admin-api'
import { pageAxe } from '../helpers/axe'
import { clearOfBangkokMidnight } from '../helpers/bangkok-day'
import { expect, test } from '../helpers/e2e-test'
import { linePushes, salesMemberOnLine } from '../helpers/sales-line'

// The contact form and the sign-up form with scripts off (blocked, failed, an old in-app
// browser): the browser posts them itself, never as a GET, into the same pipeline as the
// script's path. A bad field comes back with the values kept and its Thai message beside it; a
// stored one lands on a page that says so. The lead is a person's (not spam), routed and
// notified like the one the script sends, and nothing typed ever appears in an address.

const phone = { width: 390, height: 844 }
/** LINE's in-app browser on an Android phone, as many visitors arrive. */
const lineOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Line/15.10.1'
const stamp = Date.now()

/** Every address the page asked for, to search for what was typed. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Nothing typed, plain or encoded, in any address the browser asked for. */
function expectNothingTypedIn(urls: string[], typed: string[]) {
  for (const value of typed) {
    for (const form of [value, encodeURIComponent(value), value.replaceAll(' ', '+')]) {
      expect(urls.filter((url) => url.includes(form))).toEqual([])
    }
  }
}

async function docs(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/${path}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(response.status(), `GET /api/${path}: ${await response.text()}`).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

/** The salesperson the assignment rules give this spec's enquiries, on LINE. */
const seller = {
  email: `scriptless-seller-${stamp}@clinic.example`,
  name: `ฝ่ายขาย ไร้สคริปต์ ${stamp}`,
  line: `U${'5'.repeat(20)}${String(stamp).slice(-12)}`,
  password: 'a-long-sales-password',
}
let sellerId: number
let salesSettings: Record<string, unknown>

/**
 * The enquiry's notification job ran, as for any enquiry: it was routed by the assignment rules
 * (to this spec's salesperson, whom the rules name for beauty clinics and Ultimate), given its
 * response deadline, and its salesperson was told on LINE with the link to it.
 */
async function expectAssignedAndNotified(
  request: APIRequestContext,
  collection: 'leads' | 'registrations',
  id: unknown,
) {
  await expect
    .poll(
      async () => {
        const [record] = await docs(request, `${collection}?where[id][equals]=${id}&depth=0`)
        return [record?.assignee, Boolean(record?.routedAt && record?.responseDueAt)]
      },
      { timeout: 30_000 },
    )
    .toEqual([sellerId, true])
  await expect
    .poll(
      async () =>
        (await linePushes(request, seller.line)).some((push) =>
          push.body.messages?.[0]?.text.endsWith(`/admin/collections/${collection}/${id}`),
        ),
      { timeout: 30_000 },
    )
    .toBe(true)
}

test.beforeAll(async ({ request }) => {
  sellerId = await salesMemberOnLine(request, seller)
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  salesSettings = (await (
    await request.get('/api/globals/sales-settings?depth=0', { headers: auth })
  ).json()) as Record<string, unknown>
  const saved = await request.post('/api/globals/sales-settings', {
    headers: auth,
    data: {
      assignOnArrival: true,
      rules: [
        { organizationGroup: 'beauty', members: [sellerId] },
        { package: 'Ultimate', members: [sellerId] },
      ],
    },
  })
  expect(saved.status()).toBe(200)
})

test.afterAll(async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const { assignOnArrival, rules } = salesSettings
  await request.post('/api/globals/sales-settings', {
    headers: auth,
    data: { assignOnArrival, rules },
  })
  await request.patch(`/api/users/${sellerId}`, { headers: auth, data: { available: false } })
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: phone, userAgent: lineOnAndroid })

  test('the contact form on / sends a lead: a bad phone comes back in Thai, then it is received', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const urls = recordRequests(page)
    const typed = {
      name: `ไม่มีสคริปต์ ทดสอบ${stamp}`,
      email: `noscript-${stamp}@example.com`,
      badPhone: '12-ab',
      phone: '089-111-2233',
      extra: `สามสาขา ${stamp}`,
    }
    // On /, the menu opens and a link in it works; an FAQ answer opens.
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' })
    await expect(menu).toBeHidden()
    await page.locator('header summary').click()
    await menu.getByRole('link', { name: 'ราคา' }).click()
    await expect(page).toHaveURL(/\/#pricing$/)
    const answer = page.locator('#faq details').nth(1)
    await answer.locator('summary').click()
    await expect(answer.locator('p')).toBeVisible()

    // A visit from a campaign sends the contact form.
    await page.goto('/?utm_source=noscript-e2e&utm_campaign=scriptless')
    const form = page.locator('footer#contact form')
    await expect(form).toHaveAttribute('method', 'post')
    await form.getByLabel('ชื่อ-นามสกุล').fill(typed.name)
    await form.getByLabel('เบอร์โทรศัพท์').fill(typed.badPhone)
    await form.getByLabel('อีเมล').fill(typed.email)
    await form.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
    await form.getByLabel('รายละเอียดเพิ่มเติม').fill(typed.extra)
    await form.getByRole('button', { name: /ส่งข้อมูล/ }).click()

    // The form again, on a page of its own, with what was typed and the message by the phone.
    await expect(page).toHaveURL(/\/contact$/)
    const again = page.locator('main form')
    await expect(again.getByLabel('ชื่อ-นามสกุล')).toHaveValue(typed.name)
    await expect(again.getByLabel('อีเมล')).toHaveValue(typed.email)
    await expect(again.getByLabel('ประเภทองค์กร')).toHaveValue('คลินิกความงาม')
    await expect(again.getByLabel('รายละเอียดเพิ่มเติม')).toHaveValue(typed.extra)
    const phoneField = again.getByLabel('เบอร์โทรศัพท์')
    await expect(phoneField).toHaveValue(typed.badPhone)
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true')
    await expect(phoneField).toHaveAccessibleDescription(/เบอร์โทรศัพท์/)
    await expect(again.getByLabel('อีเมล')).not.toHaveAttribute('aria-invalid', 'true')
    expect(await findLeadsByEmail(request, typed.email)).toEqual([])

    await phoneField.fill(typed.phone)
    await again.getByRole('button', { name: /ส่งข้อมูล/ }).click()
    await expect(page).toHaveURL(/\/contact\/sent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขอบคุณที่สนใจ Clinic Plus')

    const [lead, ...more] = await findLeadsByEmail(request, typed.email)
    expect(more).toEqual([])
    expect(lead).toMatchObject({
      fullname: typed.name,
      phone: '0891112233',
      status: 'new',
      utmSource: 'noscript-e2e',
      utmCampaign: 'scriptless',
      deviceType: 'mobile',
    })
    expect(String(lead.landingPage)).toContain('/?utm_source=noscript-e2e')
    await expectAssignedAndNotified(request, 'leads', lead.id)
    expectNothingTypedIn(urls, [typed.name, typed.email, typed.phone, typed.badPhone, typed.extra])
  })

  test('the received page says so only for a stored form', async ({ page, baseURL }) => {
    await page.goto('/contact/sent')
    await expect(page).toHaveURL(/\/contact$/)
    // A receipt this server did not sign.
    await page
      .context()
      .addCookies([
        { name: 'lead-sent', value: `${Date.now()}.forged`, url: `${baseURL}/contact/sent` },
      ])
    await page.goto('/contact/sent')
    await expect(page).toHaveURL(/\/contact$/)
    await page.goto('/register/sent')
    await expect(page).toHaveURL(/\/register$/)
  })

  test('the sign-up form on /register: a bad e-mail comes back in Thai, then it is received', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const urls = recordRequests(page)
    const typed = {
      clinic: `คลินิกไม่มีสคริปต์ ${stamp}`,
      name: `ผู้สมัคร ไร้สคริปต์${stamp}`,
      phone: '089-222-3344',
      badEmail: `signup-${stamp}-at-example`,
      email: `signup-${stamp}@example.com`,
    }
    await page.goto('/register?utm_source=noscript-e2e')
    const form = page.locator('main form')
    await expect(form).toHaveAttribute('method', 'post')
    // The package choice is the browser's own radio buttons.
    await form.getByText('Ultimate', { exact: true }).click()
    await expect(form.getByTestId('choose-Ultimate')).toBeChecked()
    await form.getByLabel('จำนวนสาขา').fill('3')
    await form.getByLabel('ชื่อคลินิก').fill(typed.clinic)
    await form.getByLabel('ชื่อผู้ติดต่อ').fill(typed.name)
    await form.getByLabel('เบอร์โทรศัพท์').fill(typed.phone)
    await form.getByLabel('อีเมล').fill(typed.badEmail)
    await form.getByRole('button', { name: /ส่ง/ }).click()

    await expect(page).toHaveURL(/\/register\/review$/)
    const again = page.locator('main form')
    await expect(again.getByTestId('choose-Ultimate')).toBeChecked()
    await expect(again.getByLabel('จำนวนสาขา')).toHaveValue('3')
    await expect(again.getByLabel('ชื่อคลินิก')).toHaveValue(typed.clinic)
    const email = again.getByLabel('อีเมล')
    await expect(email).toHaveValue(typed.badEmail)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(again.getByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น name@clinic.com')).toBeVisible()

    await email.fill(typed.email)
    await again.getByRole('button', { name: /ส่ง/ }).click()
    await expect(page).toHaveURL(/\/register\/sent$/)
    await expect(page.getByTestId('done-summary')).toHaveText('แพ็กเกจ Ultimate จำนวน 3 สาขา')

    const registrations = await docs(
      request,
      `registrations?where[email][equals]=${encodeURIComponent(typed.email)}&depth=0`,
    )
    expect(registrations).toHaveLength(1)
    expect(registrations[0]).toMatchObject({
      clinicName: typed.clinic,
      package: 'Ultimate',
      branchCount: 3,
      status: 'new',
      utmSource: 'noscript-e2e',
    })
    await expectAssignedAndNotified(request, 'registrations', registrations[0].id)
    expectNothingTypedIn(urls, [
      typed.clinic,
      typed.name,
      typed.phone,
      typed.badEmail,
      typed.email,
      // The branch count is typed too.
      'branchCount',
    ])
  })
})

test('a double send of the served form stores one lead, and another site cannot post it', async ({
  request,
  baseURL,
}) => {
  const email = `double-${stamp}@example.com`
  const body = new URLSearchParams({
    fullName: 'ส่งซ้ำ สองครั้ง',
    phone: '081-999-8877',
    email,
    orgType: 'คลินิกความงาม',
    extra: '',
    website: '',
  }).toString()
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: new URL(baseURL!).origin,
    referer: `${baseURL}/`,
  }
  // Without a key rendered into the form, the server keys the two sends on the Bangkok day: the
  // two must not straddle its midnight.
  test.setTimeout(test.info().timeout + 11_000)
  await clearOfBangkokMidnight(10_000)
  const sends = await Promise.all(
    [1, 2].map(() =>
      request.post('/api/public/leads/form', { headers, data: body, maxRedirects: 0 }),
    ),
  )
  for (const sent of sends) {
    expect(sent.status()).toBe(303)
    expect(sent.headers().location).toBe('/contact/sent')
  }
  expect(await findLeadsByEmail(request, email)).toHaveLength(1)

  const crossSite = await request.post('/api/public/leads/form', {
    headers: { ...headers, origin: 'https://spam.example' },
    data: body.replace('double-', 'cross-'),
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)
  expect(await crossSite.text()).toContain('ส่งแบบฟอร์มนี้ได้จากเว็บไซต์ของเราเท่านั้น')
  expect(await findLeadsByEmail(request, email.replace('double-', 'cross-'))).toEqual([])
})

for (const viewport of [phone, { width: 1440, height: 900 }]) {
  test(`the pages a form without scripts lands on have no axe violations at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    // The page's own scripts never arrive (a failed chunk); axe is injected all the same.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    const scan = async () => {
      // The address changes when the redirect is committed, before the landed page is parsed:
      // scan once its heading is there and the document has loaded, not a half-built page.
      await expect(page.locator('main h1')).toBeVisible()
      await page.waitForLoadState('load')
      const results = await pageAxe(page).analyze()
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([])
    }
    const email = `axe-${viewport.width}-${stamp}@example.com`

    await page.goto('/')
    const form = page.locator('footer#contact form')
    await form.getByLabel('ชื่อ-นามสกุล').fill('ตรวจ การเข้าถึง')
    await form.getByLabel('เบอร์โทรศัพท์').fill('12')
    await form.getByLabel('อีเมล').fill(email)
    await form.getByRole('button', { name: /ส่งข้อมูล/ }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await scan()
    const again = page.locator('main form')
    await again.getByLabel('เบอร์โทรศัพท์').fill('081-555-6677')
    await again.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
    await again.getByRole('button', { name: /ส่งข้อมูล/ }).click()
    await expect(page).toHaveURL(/\/contact\/sent$/)
    await scan()

    await page.goto('/register')
    const signUp = page.locator('main form')
    await signUp.getByLabel('ชื่อคลินิก').fill('คลินิก ตรวจการเข้าถึง')
    await signUp.getByRole('button', { name: /ส่ง/ }).click()
    await expect(page).toHaveURL(/\/register\/review$/)
    await scan()
    const review = page.locator('main form')
    await review.getByLabel('ชื่อผู้ติดต่อ').fill('ตรวจ การเข้าถึง')
    await review.getByLabel('เบอร์โทรศัพท์').fill('081-555-6688')
    await review.getByLabel('อีเมล').fill(`signup-${email}`)
    await review.getByRole('button', { name: /ส่ง/ }).click()
    await expect(page).toHaveURL(/\/register\/sent$/)
    await scan()
  })
}
