// Speed to lead, end to end on the production build: two salespeople link their LINE through the
// signed webhook, an admin marks them available, four leads are shared two and two with a LINE
// push each (at the local LINE stand-in, scripts/lib/line-stand-in.mjs), a repeat enquiry joins
// its first lead, a salesperson logs a call on a phone-sized screen, and the dashboard shows the
// response figures.
import type { APIRequestContext, Page } from '@playwright/test'

import { adminToken } from '../helpers/admin-api'
import { pageAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin, hydrated } from '../helpers/hydration'
import { linePushes, sendToOfficialAccount } from '../helpers/sales-line'

const stamp = Date.now()
const password = 'a-long-sales-password'
const members = [
  {
    email: `ploy-${stamp}@clinic.example`,
    name: `พลอย ${stamp}`,
    line: `U${'1'.repeat(20)}${String(stamp).slice(-12)}`,
  },
  {
    email: `korn-${stamp}@clinic.example`,
    name: `กร ${stamp}`,
    line: `U${'2'.repeat(20)}${String(stamp).slice(-12)}`,
  },
]

async function api(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
  token?: string,
) {
  const response = await request[method](`/api${path}`, {
    headers: { Authorization: `JWT ${token ?? (await adminToken(request))}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as Record<string, unknown>
}

async function loginAs(page: Page, token: string) {
  await page.goto('/robots.txt')
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: new URL(page.url()).origin }])
}

async function sendLeads(
  request: APIRequestContext,
  leads: { fullname: string; phone: string; email: string }[],
) {
  const tokens = []
  for (let i = 0; i < leads.length; i++) {
    tokens.push(
      ((await (await request.get('/api/public/leads/token')).json()) as { token: string }).token,
    )
  }
  // The form token's minimum age (younger is treated as a bot).
  await new Promise((resolve) => setTimeout(resolve, 3_200))
  for (const [index, lead] of leads.entries()) {
    const reply = await request.post('/api/public/leads', {
      headers: { 'Idempotency-Key': `speed-${lead.email}` },
      data: {
        ...lead,
        organization_type: 'คลินิกความงาม',
        user_action: 'contact_form_submit',
        form_token: tokens[index],
      },
    })
    expect(reply.status()).toBe(200)
  }
}

const leadsOf = async (request: APIRequestContext, emailPart: string) =>
  (
    await api(
      request,
      'get',
      `/leads?where[email][like]=${emailPart}&depth=0&limit=50&sort=createdAt`,
    )
  ).docs as Record<string, unknown>[]

test('leads reach the right salesperson on LINE, repeats join their first lead, and calls are logged on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const ids: number[] = []
  for (const member of members) {
    const created = await api(request, 'post', '/users', {
      email: member.email,
      name: member.name,
      password,
      role: 'sales',
      // Made available below, on their account screens.
      available: false,
    })
    ids.push(Number((created.doc as { id: number }).id))
  }
  try {
    // Each links their LINE: a one-time code from their account, sent to the Official Account.
    for (const member of members) {
      const login = await request.post('/api/users/login', {
        data: { email: member.email, password },
      })
      const token = ((await login.json()) as { token: string }).token
      const code = await api(request, 'post', '/users/line-link/code', {}, token)
      expect(String(code.linkCode)).toMatch(/^CP-\d{6}$/)
      await sendToOfficialAccount(request, member.line, String(code.linkCode), {
        checkUnsigned: true,
      })
    }

    // An admin marks both available, on their account screens.
    const admin = await adminToken(request)
    await loginAs(page, admin)
    for (const id of ids) {
      await gotoAdmin(page, `/admin/collections/users/${id}`)
      await expect(page.getByText('บัญชีนี้เชื่อมต่อ LINE แล้ว')).toBeVisible()
      await page.getByLabel('พร้อมรับผู้สนใจใหม่').check()
      await page.getByRole('button', { name: 'บันทึก', exact: true }).click()
      await expect(page.getByText(/สำเร็จ/).first()).toBeVisible()
    }
    const settings = await api(request, 'get', '/globals/sales-settings?depth=0')
    expect(settings.assignOnArrival).not.toBe(false)

    // Four leads: two each, and each salesperson gets their two on LINE.
    const phone = (n: number) => `08${String(stamp + n).slice(-8)}`
    await sendLeads(
      request,
      [1, 2, 3, 4].map((n) => ({
        fullname: `ลูกค้า ${n} ${stamp}`,
        phone: phone(n),
        email: `speed-${n}-${stamp}@example.com`,
      })),
    )
    await expect
      .poll(async () => (await linePushes(request, members[0].line)).length, { timeout: 30_000 })
      .toBe(2)
    await expect
      .poll(async () => (await linePushes(request, members[1].line)).length, { timeout: 30_000 })
      .toBe(2)
    const first = await leadsOf(request, `-${stamp}@example.com`)
    expect(first).toHaveLength(4)
    const assigned = first.map((lead) => lead.assignee)
    expect(assigned.filter((id) => id === ids[0])).toHaveLength(2)
    expect(assigned.filter((id) => id === ids[1])).toHaveLength(2)
    const push = (await linePushes(request, members[0].line))[0].body.messages![0].text
    expect(push).toContain('ผู้สนใจใหม่มอบหมายให้คุณ')
    expect(push).toMatch(/\/admin\/collections\/leads\/\d+$/)

    // The first person writes again, with the number typed another way: it joins their lead.
    const original = first[0]
    const owner = members[ids.indexOf(Number(original.assignee))]
    await sendLeads(request, [
      {
        fullname: `ลูกค้า 1 ${stamp}`,
        phone: `+66 ${phone(1).slice(1, 3)} ${phone(1).slice(3)}`,
        email: `speed-again-${stamp}@example.com`,
      },
    ])
    await expect
      .poll(async () => (await linePushes(request, owner.line)).length, { timeout: 30_000 })
      .toBe(3)
    const [again] = await leadsOf(request, `speed-again-${stamp}`)
    expect(again.enquiryOf).toBe(original.id)
    expect(again.assignee).toBe(original.assignee)
    expect((await linePushes(request, owner.line))[2].body.messages![0].text).toContain('ติดต่อซ้ำ')

    // The first lead lists the person's enquiries.
    await gotoAdmin(page, `/admin/collections/leads/${original.id}`)
    await expect(page.getByText(`speed-again-${stamp}@example.com`)).toBeVisible()

    // The salesperson, on a phone: quick actions come first; a call is logged in one step.
    const login = await request.post('/api/users/login', { data: { email: owner.email, password } })
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs(page, ((await login.json()) as { token: string }).token)
    await gotoAdmin(page, `/admin/collections/leads/${original.id}`)
    const actions = page.locator('[data-quick-actions]')
    await expect(actions.getByRole('link', { name: /^โทร 08/ })).toHaveAttribute(
      'href',
      `tel:${phone(1)}`,
    )
    const actionsTop = (await actions.boundingBox())!.y
    const nameTop = (await page.locator('#field-fullname').boundingBox())!.y
    expect(actionsTop).toBeLessThan(nameTop)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const axe = await pageAxe(page).include('[data-quick-actions]').analyze()
    expect(axe.violations).toEqual([])
    await actions.getByText('บันทึกการโทร', { exact: true }).first().click()
    await actions.getByLabel('คุยแล้ว').check()
    await actions.getByLabel(/บันทึกสั้น ๆ/).fill('สนใจแพ็กเกจ More นัดเดโมพฤหัส')
    await actions.getByRole('button', { name: 'บันทึกการโทร' }).click()
    await page.waitForLoadState('load')
    await adminReady(page)
    const [called] = await leadsOf(request, `speed-1-${stamp}`)
    expect(called.status).toBe('contacted')
    expect(called.firstContactedAt).toBeTruthy()
    expect(called.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'call', to: 'คุยแล้ว · สนใจแพ็กเกจ More นัดเดโมพฤหัส' }),
      ]),
    )

    // The dashboard shows the team's response figures.
    await page.setViewportSize({ width: 1440, height: 900 })
    await loginAs(page, admin)
    await gotoAdmin(page, '/admin')
    const panel = page.getByTestId('response')
    await expect(panel.getByRole('heading', { name: 'ความเร็วในการตอบกลับ' })).toBeVisible()
    await expect(panel.getByRole('row', { name: new RegExp(owner.name) })).toBeVisible()
    await expect(panel.getByTestId('response-team').getByRole('cell').first()).not.toHaveText('—')
  } finally {
    // Others' tests expect nobody to take new leads.
    for (const id of ids) await api(request, 'patch', `/users/${id}`, { available: false })
  }
})

test('a tap on a LINE chat button counts as an enquiry of its campaign, with no personal data', async ({
  page,
  request,
}) => {
  const campaign = `tap-e2e-${Date.now()}`
  await page.goto(`/?utm_source=facebook&utm_medium=cpc&utm_campaign=${campaign}`)
  const line = page
    .locator('#home a[href^="https://line.me/"], #home a[href^="https://lin.ee/"]')
    .first()
  await hydrated(line)
  // LINE opens in a new tab (nowhere to go in the test); the count is what matters here.
  const popup = page.waitForEvent('popup').catch(() => null)
  await line.click()
  await popup
  await expect
    .poll(
      async () =>
        (await api(request, 'get', `/line-taps?where[campaign][equals]=${campaign}&depth=0`))
          .docs as Record<string, unknown>[],
      { timeout: 15_000 },
    )
    .toEqual([
      expect.objectContaining({
        page: '/',
        placement: 'home',
        campaign,
        channel: 'paid',
        deviceType: 'desktop',
      }),
    ])
})
