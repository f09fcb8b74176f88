import type { Page } from '@playwright/test'

import { animationsFinished } from '../helpers/animations'
import { pageAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { hydrated } from '../helpers/hydration'

const main = (page: Page) => page.getByRole('main')

test('sections come in the landing page’s order, each with its id and a heading', async ({
  page,
}) => {
  await page.goto('/')
  const ids = await page
    .locator('main > section, body footer#contact')
    .evaluateAll((nodes) => nodes.map((node) => node.id))
  expect(ids).toEqual([
    'home',
    'trusted',
    'problems',
    'user-groups',
    'features',
    'workflow',
    'results',
    'pricing',
    'equipment',
    'faq',
    'contact',
  ])
  for (const id of ids.slice(0, -1)) {
    await expect(page.locator(`section#${id}`).getByRole('heading').first()).toBeVisible()
  }
  await expect(page.getByRole('banner')).toBeVisible()
})

test('trusted clinics show eight clinic marks and the three figures', async ({ page }) => {
  await page.goto('/')
  const trusted = page.locator('#trusted')
  await expect(trusted.locator('li svg')).toHaveCount(8)
  await expect(trusted.getByTestId('trust-stat')).toHaveText(['100+', '24/7', '99.9%'])
  await expect(trusted).toContainText('คลินิก')
  await expect(trusted.locator('img')).toHaveCount(0)
})

test('problems, user groups, features and workflow carry the landing page’s figures', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#problems ol > li')).toHaveCount(4)
  const groups = page.locator('#user-groups').getByTestId('user-group')
  await expect(groups).toHaveCount(3)
  for (const role of ['เจ้าของคลินิก', 'แพทย์', 'หน้า']) {
    await expect(page.locator('#user-groups')).toContainText(role)
  }
  await expect(page.locator('#features').getByTestId('feature-card')).toHaveCount(8)
  await expect(page.locator('#workflow').getByTestId('workflow-time')).toHaveText([
    '30 วินาที',
    '1 นาที',
    '5 นาที',
    '2 นาที',
    'ทันที',
  ])
})

test('results show every claimed figure', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#results').getByTestId('result-value')).toHaveText([
    '30%',
    '95%',
    '25%',
    '80%',
    '4 ชั่วโมง/วัน',
    '70%',
    '300%',
  ])
  await expect(page.locator('#results figure')).toHaveCount(3)
})

test('pricing shows the three packages with exact figures and More recommended', async ({
  page,
}) => {
  await page.goto('/')
  const expected = [
    ['mini', '20,000', '1,667', '10 ผู้ใช้งาน', '20 GB', 'แพทย์ 2-5 คน', 'จันทร์-ศุกร์ 09:00-18:00'],
    ['more', '28,000', '2,333', '30 ผู้ใช้งาน', '50 GB', 'แพทย์ 11-20 คน', 'ทุกวัน 09:00-22:00 ผ่าน LINE'],
    ['ultimate', '38,000', '3,167', 'ไม่จำกัดผู้ใช้งาน', '80 GB', null, '24/7'],
  ] as const
  for (const [id, price, monthly, users, storage, doctors, support] of expected) {
    const card = page.getByTestId(`package-${id}`)
    await expect(card.getByTestId('package-price')).toHaveText(price)
    await expect(card.getByTestId('package-monthly')).toContainText(monthly)
    await expect(card.getByTestId('package-users')).toHaveText(users)
    await expect(card.getByTestId('package-storage')).toHaveText(storage)
    if (doctors) await expect(card.getByTestId('package-doctors')).toHaveText(doctors)
    else await expect(card.getByTestId('package-doctors')).toHaveCount(0)
    await expect(card.getByTestId('package-support')).toContainText(support)
  }
  await expect(page.locator('#pricing')).toContainText('ไม่รวมภาษีมูลค่าเพิ่ม')
  await expect(page.getByTestId('package-more')).toHaveAttribute('data-popular', 'true')
  await expect(page.getByTestId('package-more')).toContainText('แพ็กเกจแนะนำ')
  await expect(page.getByTestId('package-mini')).not.toHaveAttribute('data-popular', 'true')
  await expect(page.getByTestId('package-ultimate')).not.toContainText('แนะนำ')

  const benefits = page.getByTestId('all-benefits').getByRole('listitem')
  await expect(benefits).toHaveText([
    'ไม่มีค่าติดตั้ง',
    'อัปเดตฟรีตลอดอายุการใช้งาน',
    'อบรมการใช้งานฟรี',
    'ย้ายข้อมูลเดิมให้ฟรี',
    'รับประกันความพึงพอใจ 30 วัน',
    'ไม่มีค่าใช้จ่ายแอบแฝง',
  ])
})

test('the comparison table marks what a package lacks with an accessible cross', async ({
  page,
}) => {
  await page.goto('/')
  const table = page.getByRole('table')
  const row = (feature: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: feature, exact: true }) })
  // A More addition: missing from Mini only.
  await expect(row('แผนการรักษา').getByRole('cell')).toHaveText(['ไม่มี', 'มี', 'มี'])
  // An Ultimate addition: missing from Mini and More.
  await expect(row('แบ่งชำระ').getByRole('cell')).toHaveText(['ไม่มี', 'ไม่มี', 'มี'])
  // A core feature: in every package.
  await expect(row('นัดหมายและจัดคิว').getByRole('cell')).toHaveText(['มี', 'มี', 'มี'])
})

test('equipment lists the six items with their prices', async ({ page }) => {
  await page.goto('/')
  const items = page.locator('#equipment').getByTestId('equipment-item')
  await expect(items).toHaveCount(6)
  await expect(page.locator('#equipment').getByTestId('equipment-price')).toHaveText([
    '4,650',
    '1,050',
    '2,350',
    '2,800',
    '8,950',
    '2,859',
  ])
  for (const item of await items.all()) {
    await expect(item.locator('ul > li')).toHaveCount(4)
  }
})

test('the FAQ opens one answer at a time and covers every fact', async ({ page }) => {
  await page.goto('/')
  const faq = page.locator('#faq')
  const questions = faq.locator('details')
  const openAnswers = faq.locator('details[open] > div')
  await expect(questions.first()).toHaveAttribute('open', '')
  await expect(openAnswers).toHaveCount(1)
  await expect(openAnswers.first()).toBeVisible()

  await questions.nth(2).locator('summary').click()
  await expect(questions.nth(2)).toHaveAttribute('open', '')
  await expect(questions.first()).not.toHaveAttribute('open')
  await expect(openAnswers).toHaveCount(1)

  await questions.nth(2).locator('summary').click()
  await expect(questions.nth(2)).not.toHaveAttribute('open')
  await expect(openAnswers).toHaveCount(0)

  const text = await faq.textContent()
  for (const fact of [
    '3-7 วันทำการ',
    'Excel',
    '10 Mbps',
    '2-3 วัน',
    '1 วัน',
    '256-bit SSL',
    '3 จุด',
    'ประเทศไทย',
    'More และ Ultimate',
    'มือถือ',
    'แท็บเล็ต',
    'คอมพิวเตอร์',
  ]) {
    expect(text, fact).toContain(fact)
  }
})

test('hero and FAQ actions call by phone or open LINE in a new tab', async ({ page }) => {
  await page.goto('/')
  for (const scope of [page.locator('#home'), page.locator('#faq')]) {
    await expect(scope.locator('a[href^="tel:"]')).toHaveCount(1)
    const line = scope.locator('a[href^="https://line.me/"]')
    await expect(line).toHaveCount(1)
    await expect(line).toHaveAttribute('target', '_blank')
    await expect(line).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(page.locator('#home a[href^="tel:"]')).toContainText('ขอทดลองใช้ฟรี')
  await expect(page.locator('#faq a[href^="tel:"]')).toContainText('คุยกับผู้เชี่ยวชาญ')
})

test('the landing page fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})

test.describe('accessibility', () => {
  test('axe finds no violations on / with the FAQ and the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const menu = page.locator('header details')
    await hydrated(menu)
    await page.locator('#faq summary').nth(1).click()
    await menu.locator('summary').click()
    await expect(menu.locator('summary')).toHaveAccessibleName('ปิดเมนู')
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' })).toBeVisible()
    const results = await pageAxe(page).analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  })

  test('axe finds no violations on / at desktop width, /pdpa and /articles', async ({ page }) => {
    for (const path of ['/', '/pdpa', '/articles']) {
      await page.goto(path)
      await animationsFinished(page)
      const results = await pageAxe(page).analyze()
      expect(
        results.violations.map(
          (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
        ),
      ).toEqual([])
    }
  })
})

test('main content is server-rendered: the page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('package-more').getByTestId('package-price')).toHaveText('28,000')
  await context.close()
})
