import { addMember, adminToken, signInPage } from '../helpers/admin-api'
import { pageAxe } from '../helpers/axe'
import { clearOfBangkokMidnight } from '../helpers/bangkok-day'
import { expect, test } from '../helpers/e2e-test'
import { gotoAdmin } from '../helpers/hydration'
import { sendLead } from '../helpers/public-lead'

/** Where to keep screenshots of the screens, when a person wants to look at them. */
const shots = process.env.SCREENSHOT_DIR

const bangkokDay = (at: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at))

test('the dashboard comes first after login, and its figures match the stored leads', async ({
  page,
  request,
}) => {
  // The lead, the count made here and the dashboard's own must fall on one Bangkok day.
  test.setTimeout(test.info().timeout + 31_000)
  await clearOfBangkokMidnight(30_000)
  const campaign = `e2e-dashboard-${Date.now()}`
  await sendLead(request, campaign)

  // The counts, made here from every lead the API returns.
  const token = await adminToken(request)
  const response = await request.get(
    '/api/leads?pagination=false&depth=0&where[status][not_equals]=spam',
    { headers: { Authorization: `JWT ${token}` } },
  )
  const leads = ((await response.json()) as { docs: { createdAt: string; status: string }[] }).docs
  const today = bangkokDay(new Date())
  const todayCount = leads.filter((lead) => bangkokDay(lead.createdAt) === today).length
  const newCount = leads.filter((lead) => lead.status === 'new').length
  expect(todayCount).toBeGreaterThan(0)

  await page.goto('/robots.txt')
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
  await gotoAdmin(page, '/admin')
  await expect(page.getByRole('heading', { name: 'ภาพรวมผู้สนใจ' })).toBeVisible()

  await expect(page.getByTestId('period-today')).toHaveText(todayCount.toLocaleString('th-TH'))
  const campaignRow = page.getByTestId('campaigns').getByRole('row', { name: new RegExp(campaign) })
  await expect(campaignRow.getByRole('cell').first()).toHaveText('1')
  const newRow = page.getByTestId('pipeline').getByRole('row', { name: /^ใหม่/ })
  await expect(newRow.getByRole('cell')).toHaveText(newCount.toLocaleString('th-TH'))
  // The chart is drawn, and its numbers are there as text for screen readers.
  await expect(page.locator('[data-chart] svg').first()).toBeVisible()
  await expect(page.getByText(/รวม 90 วัน: โฆษณา \d/)).toBeVisible()

  const results = await pageAxe(page)
    .include('section[aria-labelledby="lead-dashboard-heading"]')
    .analyze()
  expect(results.violations).toEqual([])
})

test('a salesperson’s phone shows the new leads to call on the dashboard’s first screen', async ({
  browser,
  request,
}) => {
  await sendLead(request, `fresh-${Date.now()}`)
  const seller = await addMember(request, {
    name: `ขายหน้าแรก ${Date.now()}`,
    role: 'sales',
    available: false,
  })
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'UTC',
  })
  const page = await context.newPage()
  await signInPage(page, seller.token)
  await gotoAdmin(page, '/admin')
  const fresh = page.getByTestId('fresh')
  await expect(fresh.getByRole('heading')).toHaveText(/^ผู้สนใจใหม่ รอโทรครั้งแรก \(\d+\)$/)
  // The first lead in line: its name opens the record, its button dials the number.
  const first = fresh.getByRole('listitem').first()
  await expect(first.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/admin\/collections\/leads\/\d+$/,
  )
  const call = first.getByRole('link', { name: /^โทร 0\d{1,2}-\d{3}-\d{4}$/ })
  await expect(call).toHaveAttribute('href', /^tel:\+66\d{8,9}$/)
  // On the first screen, without scrolling, and a thumb's size.
  const box = (await call.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (shots) await page.screenshot({ path: `${shots}/dashboard-sales-390.png` })
  const axe = await pageAxe(page).include('[data-testid="fresh"]').analyze()
  expect(axe.violations).toEqual([])
  await context.close()
})
