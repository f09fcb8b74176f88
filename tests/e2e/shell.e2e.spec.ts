import type { APIRequestContext } from '@playwright/test'

import { expect, test } from '../helpers/e2e-test'
import { hydrated } from '../helpers/hydration'

/** The address of the newest published article. */
async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const [article] = (await (await request.get('/api/public/articles?limit=1')).json()) as {
    slug: string
  }[]
  return `/articles/detail?slug=${encodeURIComponent(article.slug)}`
}

test.describe('routes', () => {
  for (const [path, heading] of [
    ['/', /คลินิก/],
    ['/pdpa', 'นโยบายคุ้มครองข้อมูลส่วนบุคคล'],
    ['/articles', 'บทความ & ความรู้'],
  ] as const) {
    test(`${path} renders with its heading in Thai`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'th')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the contact footer is on the home page and the article pages, not on /pdpa', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/articles', await firstArticlePath(request)]) {
      await page.goto(path)
      await expect(page.locator('footer#contact')).toBeVisible()
    }
    await page.goto('/pdpa')
    await expect(page.locator('footer#contact')).toHaveCount(0)
  })
})

test("every page is served with Next's scripts after its first paint, none in its head", async ({
  request,
}) => {
  // kernel/server/defer-scripts.mjs rewrites the <script async> tags Next writes; if a new Next writes
  // them differently, the rewrite finds nothing and the pages quietly load their scripts first.
  for (const path of ['/', '/pdpa', '/register', '/articles', await firstArticlePath(request)]) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    // The noModule polyfill stays: browsers that run modules never download it.
    expect(
      head,
      `${path}: a script of Next's in the head (kernel/server/defer-scripts.mjs)`,
    ).not.toMatch(/<script(?![^>]*noModule)[^>]+src="\/_next\//)
    expect(html, `${path}: no deferred-scripts loader`).toMatch(
      /<script data-deferred-scripts="">[^\n]*?\}\)\(\["\/_next\/static\/[^"]+\.js"/,
    )
  }
})

test("the browser requests Next's scripts only once it has reported the first contentful paint", async ({
  page,
  request,
}) => {
  for (const path of ['/', '/articles', await firstArticlePath(request)]) {
    await page.goto(path)
    await hydrated(page.locator('h1'))
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.paint, `${path}: first contentful paint`).toBeGreaterThan(0)
    expect(timing.scripts.length, `${path}: Next's scripts`).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts), `${path}: first script request`).toBeGreaterThanOrEqual(
      timing.paint!,
    )
  }
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({
    page,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const response = await page.goto('/no-such-page/here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('main').getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
    await expect.poll(() => logged.join('\n')).toContain('/no-such-page/here')
    await page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('malformed URLs and queries never give a server error', async ({ request }) => {
    for (const path of [
      '/%E0%A4%A',
      '/%',
      '/articles?page=%%&x=%E0',
      '/pdpa?%ZZ',
      '/..%2f..%2fetc/passwd',
      '/a'.repeat(300),
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(500)
    }
  })
})

test.describe('scrolling', () => {
  test('a URL hash scrolls to its element on load and when the hash changes', async ({ page }) => {
    await page.goto('/pdpa#rights')
    await expect(page.locator('#rights')).toBeInViewport()
    await page
      .getByRole('navigation', { name: 'สารบัญ' })
      .getByRole('link', { name: /^12\./ })
      .click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('a route change without a hash starts at the top', async ({ page }) => {
    await page.goto('/pdpa')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo({ top: 4000, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'บทความ' })
      .click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('desktop navigation', () => {
  test('has every navigation link with the right target', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก' })
    const expected: [string, string][] = [
      ['หน้าแรก', '/#home'],
      ['ฟีเจอร์', '/#features'],
      ['ราคา', '/#pricing'],
      ['อุปกรณ์เสริม', '/#equipment'],
      ['บทความ', '/articles'],
      ['ติดต่อเรา', '/#contact'],
    ]
    for (const [name, href] of expected) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).not.toHaveAttribute('target', '_blank')
    }
    const crm = nav.getByRole('link', { name: /^CRM/ })
    await expect(crm).toHaveAttribute('target', '_blank')
    await expect(crm).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(crm).toHaveAttribute('href', /^https:\/\//)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Clinic Plus/ })).toHaveAttribute('href', '/')
    const line = header.getByRole('link', { name: /คุยกับทีมงาน/ })
    await expect(line).toHaveAttribute('target', '_blank')
    await expect(line).toHaveAttribute('href', /^https:\/\/line\.me\//)
    await expect(header.getByRole('link', { name: 'ขอเดโมฟรี' })).toHaveAttribute('href', /^tel:/)
  })

  test('marks Articles as the current page on /articles only', async ({ page }) => {
    await page.goto('/')
    const articles = () =>
      page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'บทความ' })
    await expect(articles()).not.toHaveAttribute('aria-current', 'page')
    await articles().click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(articles()).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens, closes when a link is chosen, and closes with Escape', async ({ page }) => {
    await page.goto('/pdpa')
    const details = page.locator('header details')
    const toggle = details.locator('summary')
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' })
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก', exact: true })).toBeHidden()
    await expect(toggle).toHaveAccessibleName('เปิดเมนู')
    await expect(menu).toBeHidden()
    await hydrated(details)
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('ปิดเมนู')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveCount(9)

    await menu.getByRole('link', { name: 'บทความ' }).click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAccessibleName('เปิดเมนู')

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test('the map loads nothing from the map provider until asked', async ({ page }) => {
  const mapRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('openstreetmap')) mapRequests.push(request.url())
  })
  await page.goto('/articles')
  const footer = page.locator('footer#contact')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByTestId('map-facade')).toBeVisible()
  await expect(footer.locator('iframe')).toHaveCount(0)
  expect(mapRequests).toEqual([])

  // A link to the map (which works without a script); the script shows it here instead.
  await footer.getByRole('link', { name: 'แสดงแผนที่' }).click()
  const iframe = footer.locator('iframe')
  await expect(iframe).toHaveAttribute('title', /แผนที่/)
  await expect(iframe).toHaveAttribute('loading', 'lazy')
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
})

test.describe('privacy notice', () => {
  test('has the 12 numbered sections with ids and the required facts', async ({ page }) => {
    await page.goto('/pdpa')
    const ids = [
      'scope',
      'definitions',
      'data-categories',
      'purposes',
      'legal-bases',
      'disclosure',
      'retention',
      'security',
      'rights',
      'cookies',
      'changes',
      'contact',
    ]
    const headings = page.locator('main section h2')
    await expect(headings).toHaveCount(12)
    for (const [index, id] of ids.entries()) {
      await expect(page.locator(`section#${id} h2`)).toContainText(`${index + 1}.`)
    }
    const main = page.getByRole('main')
    await expect(main).toContainText('5 กันยายน 2568')
    await expect(main).toContainText('Clinic Plus Dental')
    await expect(page.locator('#retention')).toContainText('10 ปี')
    await expect(page.locator('#security')).toContainText('72 ชั่วโมง')
    for (const right of [
      'เข้าถึง',
      'โอนย้าย',
      'คัดค้าน',
      'ลบ',
      'ระงับ',
      'แก้ไข',
      'เพิกถอนความยินยอม',
      'ร้องเรียน',
    ]) {
      await expect(page.locator('#rights')).toContainText(right)
    }
    await expect(page.locator('#cookies')).toContainText('ปฏิเสธ')
  })

  test('the back button goes to the home page', async ({ page }) => {
    await page.goto('/pdpa')
    await page.getByRole('link', { name: 'กลับหน้าแรก' }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('no page fetches another page in the background as it loads, on a phone or a desktop', async ({
  page,
  request,
}) => {
  // Next prefetches a link's page when the link comes on screen. The header's links are on screen
  // on every page (the logo on a phone, the menu's links on a desktop), so every load fetched the
  // home page's content (and /articles') unasked: data a phone pays for, and a long task on its
  // main thread right after the page's own start (docs/benchmarks.md).
  const prefetches: string[] = []
  page.on('request', (sent) => {
    if (sent.headers()['next-router-prefetch']) prefetches.push(sent.url())
  })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    for (const path of ['/', '/pdpa', '/register', '/articles', await firstArticlePath(request)]) {
      await page.goto(path)
      await hydrated(page.locator('header a[href="/"]').first())
      await page.waitForLoadState('networkidle')
      expect(prefetches, `${path} at ${width} px`).toEqual([])
    }
  }
})
