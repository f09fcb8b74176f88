import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { adminToken, findLeadsByEmail } from '../helpers/admin-api'
import { adminAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin } from '../helpers/hydration'

// Marketing's A/B test of a campaign page's hero, end to end on the production build: the member
// starts it on the page's screen; views from a browser with scripts and one without land on both
// variants at the same address; leads sent from each carry the variant they saw; the page's
// screen shows the figures per variant; the member keeps the winner in one step and the public
// page shows it. Then the insight screens (the funnel, the tests, the ad spend) read well and pass
// axe at a phone's and a desktop's width.

const stamp = Date.now()
const slug = `ab-e2e-${stamp}`
const password = 'a-long-marketing-password-2'
const variantB = {
  headline: 'ระบบคลินิกครบ เริ่มต้นวันละไม่กี่บาท',
  headlineHighlight: 'วันละไม่กี่บาท',
  promise: 'ย้ายข้อมูลให้ฟรี เริ่มใช้ได้ในวันเดียว',
  demoLabel: 'ขอเดโมฟรีวันนี้',
}
const shots = process.env.SCREENSHOT_DIR

let marketingToken: string
let pageId: number
let testId: number
let headlineA: string

async function api(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request[method](`/api${path}`, {
    headers: { Authorization: `JWT ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as Record<string, unknown>
}

async function signedIn(browser: Browser, token: string, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto('/robots.txt')
  await context.addCookies([
    { name: 'payload-token', value: token, url: new URL(page.url()).origin },
  ])
  return { context, page }
}

let visitors = 0
/**
 * A visitor's browser with an address of its own (the end-to-end server trusts one proxy): the
 * server counts at most a burst of views per address, and the suite's earlier tests, all from
 * the loopback address, may have spent that one's by the time this file runs.
 */
async function visitorContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  visitors += 1
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitors}` },
  })
}

/** The campaign page's headline as a visitor's browser got it, and the address it showed. */
async function headlineOf(page: Page) {
  const response = await page.goto(`/lp/${slug}?utm_source=e2e&utm_campaign=ab-${stamp}`)
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(`/lp/${slug}`)
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
}

/** A copy of a block with every `id` (its own and its rows') left out, for Payload to assign. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

async function noAxeViolations(page: Page) {
  const { violations } = await adminAxe(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request)
  const email = `ab-marketing-${stamp}@clinic.example`
  await api(request, 'post', '/users', admin, {
    email,
    password,
    name: 'การตลาด ทดลอง',
    role: 'marketing',
  })
  const login = await request.post('/api/users/login', { data: { email, password } })
  marketingToken = ((await login.json()) as { token: string }).token
  // A campaign page built from the home page's hero and contact sections.
  const home = await api(request, 'get', '/globals/home-page?depth=0', admin)
  // Without the ids of the blocks and of the rows inside them (the hero's highlights): another
  // page made from the home page (marketing.e2e.spec.ts) holds rows with those ids already.
  const layout = (home.layout as Record<string, unknown>[])
    .filter((block) => block.blockType === 'hero' || block.blockType === 'contact')
    .map((block) => withoutIds(block) as Record<string, unknown>)
  headlineA = String(layout.find((block) => block.blockType === 'hero')!.headline)
  const created = await api(request, 'post', '/pages', marketingToken, {
    title: `ทดลองส่วนหัว ${stamp}`,
    slug,
    layout,
    _status: 'published',
  })
  pageId = Number((created.doc as { id: number }).id)
  const test = await api(request, 'post', '/experiments', marketingToken, {
    name: `หัวเรื่องเน้นราคา ${stamp}`,
    page: pageId,
    ...variantB,
  })
  testId = Number((test.doc as { id: number }).id)
})

test('marketing runs an A/B test of a campaign page and keeps the winner', async ({ browser }) => {
  test.setTimeout(300_000)
  const { context: marketing, page: screen } = await signedIn(browser, marketingToken)

  await test.step('starts the test on the page’s screen', async () => {
    await gotoAdmin(screen, `/admin/collections/pages/${pageId}`)
    await adminReady(screen)
    const panel = screen.getByTestId('experiment-panel')
    await expect(panel).toContainText('ยังไม่เริ่ม')
    await panel.getByRole('button', { name: 'เริ่มทดลอง' }).click()
    await expect(screen.getByTestId('experiment-panel')).toContainText('กำลังทดลอง', {
      timeout: 20_000,
    })
  })

  const seen = { scripts: new Set<string>(), noScripts: new Set<string>() }
  await test.step('views with scripts and without land on both variants at the page’s own address', async () => {
    const withScripts = await visitorContext(browser)
    const withoutScripts = await visitorContext(browser, { javaScriptEnabled: false })
    const [a, b] = [await withScripts.newPage(), await withoutScripts.newPage()]
    for (let view = 0; view < 16; view++) {
      seen.scripts.add(await headlineOf(a))
      seen.noScripts.add(await headlineOf(b))
      if (view >= 5 && seen.scripts.size === 2 && seen.noScripts.size === 2) break
    }
    expect([...seen.scripts].sort()).toEqual([headlineA, variantB.headline].sort())
    expect([...seen.noScripts].sort()).toEqual([headlineA, variantB.headline].sort())
    await withScripts.close()
    await withoutScripts.close()
  })

  const emails = {
    a: `ab-a-${stamp}@example.com`,
    b: `ab-b-${stamp}@example.com`,
    signUp: `ab-signup-${stamp}@clinic.example`,
  }
  await test.step('a lead from each variant carries it: one sent by the script, one by the browser itself', async () => {
    // The scripted form, on variant B (views until one shows it).
    const sent = new Set<string>()
    const scripted = await visitorContext(browser)
    const page = await scripted.newPage()
    for (let attempt = 0; attempt < 20 && sent.size === 0; attempt++) {
      if ((await headlineOf(page)) !== variantB.headline) continue
      const form = page.locator('footer#contact form').first()
      await page.locator('footer#contact').scrollIntoViewIfNeeded()
      await expect(form.getByRole('button', { name: /ส่งข้อมูล/ })).toBeDisabled({ timeout: 30_000 })
      await form.getByLabel('ชื่อ-นามสกุล').fill('ผู้สนใจ ตัวแปรบี')
      await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678')
      await form.getByLabel('อีเมล').fill(emails.b)
      await form.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
      await form.getByRole('button', { name: /ส่งข้อมูล/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
      sent.add('b')
    }
    await scripted.close()
    expect(sent).toEqual(new Set(['b']))
    // Without scripts, on variant A.
    const plain = await visitorContext(browser, { javaScriptEnabled: false })
    const noScript = await plain.newPage()
    for (let attempt = 0; attempt < 20; attempt++) {
      if ((await headlineOf(noScript)) === headlineA) break
    }
    const form = noScript.locator('footer#contact form')
    await form.getByLabel('ชื่อ-นามสกุล').fill('ผู้สนใจ ตัวแปรเอ')
    await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5679')
    await form.getByLabel('อีเมล').fill(emails.a)
    await form.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
    await form.getByRole('button', { name: /ส่งข้อมูล/ }).click()
    await expect(noScript).toHaveURL(/\/contact\/sent$/)
    await plain.close()
  })

  await test.step('the leads, and the page’s screen, show each variant’s figures', async () => {
    const [leadA] = await findLeadsByEmail(screen.request, emails.a)
    const [leadB] = await findLeadsByEmail(screen.request, emails.b)
    expect(leadA.experiment).toBe(`${testId}:a`)
    expect(leadB.experiment).toBe(`${testId}:b`)
    // The views reach the table within a few seconds (the server stores them in batches).
    await expect
      .poll(
        async () => {
          await gotoAdmin(screen, `/admin/collections/pages/${pageId}`)
          const figures = screen.getByTestId('experiment-figures')
          const cell = async (variant: string, column: string) =>
            Number(
              (
                await figures
                  .locator(`tr[data-variant="${variant}"] td[data-column="${column}"]`)
                  .textContent()
              )?.replace(/,/g, ''),
            )
          return [
            (await cell('a', 'views')) > 0,
            (await cell('b', 'views')) > 0,
            await cell('a', 'enquiries'),
            await cell('b', 'enquiries'),
          ]
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toEqual([true, true, 1, 1])
    await expect(screen.getByTestId('experiment-verdict')).toContainText('ข้อมูลยังน้อยเกินไป')
    if (shots)
      await screen.screenshot({ path: `${shots}/experiment-page-1440.png`, fullPage: true })
  })

  await test.step('a sign-up the B page led to, on the registration form, carries B', async () => {
    const visitor = await visitorContext(browser)
    const page = await visitor.newPage()
    for (let attempt = 0; attempt < 20; attempt++) {
      if ((await headlineOf(page)) === variantB.headline) break
    }
    // The form is under no test: the variant is the one the visit saw.
    await page.goto('/register?package=Ultimate')
    await expect(page.locator('form[data-await-hydration]')).toHaveCount(0, { timeout: 30_000 })
    await page.getByLabel('จำนวนสาขา').fill('1')
    await page.getByLabel('ชื่อคลินิก').fill('คลินิกจากหน้าทดลอง')
    await page.getByLabel('ชื่อผู้ติดต่อ').fill('ผู้สมัคร ตัวแปรบี')
    await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5670')
    await page.getByLabel('อีเมล').fill(emails.signUp)
    await page.getByRole('button', { name: 'ส่งคำขอทดลองใช้ฟรี' }).click()
    await expect(page.getByRole('heading', { name: /ได้รับคำขอทดลองใช้แล้ว/ })).toBeVisible({
      timeout: 15_000,
    })
    await visitor.close()
    const found = await api(
      screen.request,
      'get',
      `/registrations?where[email][equals]=${encodeURIComponent(emails.signUp)}&depth=0`,
      await adminToken(screen.request),
    )
    expect((found.docs as Record<string, unknown>[]).map((doc) => doc.experiment)).toEqual([
      `${testId}:b`,
    ])
  })

  await test.step('keeps B in one step, and the public page shows it', async () => {
    screen.once('dialog', (dialog) => dialog.accept())
    await screen
      .getByTestId('experiment-panel')
      .getByRole('button', { name: 'จบการทดลองและใช้ B เป็นเนื้อหาของหน้า' })
      .click()
    await expect(screen.getByTestId('experiment-panel')).toContainText('จบแล้ว', { timeout: 20_000 })
    const visitor = await browser.newPage()
    await expect
      .poll(
        async () => {
          const headlines = new Set<string>()
          for (let view = 0; view < 4; view++) headlines.add(await headlineOf(visitor))
          return [...headlines]
        },
        { timeout: 30_000 },
      )
      .toEqual([variantB.headline])
    // B's own address: of the ended test, the page as published; of no test of the page, none.
    const ended = await visitor.goto(`/lp/${slug}/b-${testId}`)
    expect(ended?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(variantB.headline)
    expect((await visitor.goto(`/lp/${slug}/b-${testId + 1000}`))?.status()).toBe(404)
    await visitor.close()
    // The ended test is the page's history: its screen no longer edits it.
    await gotoAdmin(screen, `/admin/collections/experiments/${testId}`)
    await expect(screen.locator('#field-headline')).toHaveValue(variantB.headline)
    await expect(screen.locator('#field-headline')).toBeDisabled()
    await expect(screen.locator('#field-name')).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'บันทึก', exact: true })).toHaveCount(0)
  })
  await marketing.close()
})

test('the insight screens read well and have no axe violations at 390 and 1440 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  await api(request, 'post', '/ad-spend', marketingToken, {
    campaign: `ab-${stamp}`,
    month: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7),
    amountBaht: 12_000,
  })
  const admin = await adminToken(request)
  for (const width of [390, 1440]) {
    const { context, page } = await signedIn(browser, admin, width)
    const screens: [string, string][] = [
      [`/admin/funnel?period=30&by=campaign`, 'funnel-campaign'],
      [`/admin/funnel?period=7&by=page`, 'funnel-page'],
      ['/admin/collections/experiments', 'experiments'],
      [`/admin/collections/experiments/${testId}`, 'experiment'],
      ['/admin/collections/ad-spend', 'ad-spend'],
      [`/admin/collections/pages/${pageId}`, 'campaign-page'],
    ]
    for (const [address, name] of screens) {
      await gotoAdmin(page, address)
      await adminReady(page)
      await noAxeViolations(page)
      if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
    }
    // The spend list writes the amount as the funnel does, thousands separated.
    await gotoAdmin(page, `/admin/collections/ad-spend?search=ab-${stamp}`)
    const spendRow = page.locator('tbody tr').filter({ hasText: `ab-${stamp}` })
    await expect(spendRow.locator('td.cell-amountBaht')).toHaveText('12,000')
    // The funnel's table: the campaign's visits, enquiries and spend.
    await gotoAdmin(page, `/admin/funnel?period=30&by=campaign&sort=visits&dir=desc`)
    const row = page.getByTestId('funnel-table').locator(`tr[data-key="ab-${stamp}"]`)
    await expect(row.locator('td[data-column="visits"]')).not.toHaveText('0')
    await expect(row.locator('td[data-column="spend"]')).not.toHaveText('–')
    await expect(page.locator('#conversions-heading')).toBeVisible()
    if (width === 1440) {
      // The admin's browser downloads the won customers' file for Google Ads.
      const download = page.waitForEvent('download')
      await page
        .getByRole('region', { name: 'ส่งลูกค้าที่ปิดการขายได้กลับไปยังแพลตฟอร์มโฆษณา' })
        .getByRole('button', { name: /Google/ })
        .click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(
        /^google-offline-conversions-\d{4}-\d{2}-\d{2}\.csv$/,
      )
    }
    await context.close()
  }
})

test('sales see the funnel, without the spend, the costs or the won customers’ files', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request)
  const email = `ab-sales-${stamp}@clinic.example`
  await api(request, 'post', '/users', admin, {
    email,
    password,
    name: 'ฝ่ายขาย ดูผล',
    role: 'sales',
    available: false,
  })
  const login = await request.post('/api/users/login', { data: { email, password } })
  const salesToken = ((await login.json()) as { token: string }).token
  const { context, page } = await signedIn(browser, salesToken, 390)
  await gotoAdmin(page, `/admin/funnel?period=30&by=campaign`)
  await adminReady(page)
  const table = page.getByTestId('funnel-table')
  await expect(table.locator(`tr[data-key="ab-${stamp}"] td[data-column="visits"]`)).toBeVisible()
  await expect(table.locator('td[data-column="spend"], td[data-column="costPerLead"]')).toHaveCount(
    0,
  )
  await expect(page.locator('#conversions-heading')).toHaveCount(0)
  await noAxeViolations(page)
  const file = await request.get('/api/insights/conversions?platform=google', {
    headers: { Authorization: `JWT ${salesToken}` },
  })
  expect(file.status()).toBe(403)
  expect(await file.text()).toContain('เฉพาะผู้ดูแลระบบ')
  await context.close()
})
