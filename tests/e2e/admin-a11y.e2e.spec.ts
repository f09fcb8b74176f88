import { randomUUID } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { initialCookiePolicy } from '@/kernel/consent/policy'
import { formatListMoment } from '@/kernel/text/thai-date'

import { allPackagesBenefits, comparisonRows } from '@/features/site-content/content/pricing'

import { testEnv } from '../../scripts/lib/test-env.mjs'
import { addMember, adminToken, scriptAdminName, signInPage } from '../helpers/admin-api'
import { englishOnScreen } from '../helpers/admin-words'
import { adminAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { gotoAdmin } from '../helpers/hydration'

/**
 * Every screen the staff work in, scanned whole with axe against WCAG 2.2 A and AA: the
 * dashboard, each collection's list and one document of each, the new-article form and the
 * account page. Payload's own parts are part of what our staff use, so they are held to the same
 * rule as ours (kernel/admin/a11y-repairs names their unnamed controls). axe's best-practice
 * rules about landmarks and heading order are left out here: they concern Payload's page frame,
 * which we do not render; our own sections are scanned with every rule in their own tests.
 * The same walk reads each screen for English the admin itself says (tests/helpers/admin-words):
 * labels, buttons, headings, messages and accessible names, not the records shown.
 */
const collections = [
  'leads',
  'registrations',
  'articles',
  'media',
  'consents',
  'data-subject-requests',
  'users',
  'pages',
  'redirects',
  'line-taps',
  // Filled by the suite's own sign-ins by the time this runs.
  'activity-log',
] as const

/** Where to keep screenshots of the screens, when a person wants to look at them. */
const shots = process.env.SCREENSHOT_DIR

/** The content documents, each with its editor and its version history. */
const globals = ['home-page', 'pricing', 'site-settings', 'privacy-notice', 'register-page']

async function seedOneOfEach(request: APIRequestContext, token: string) {
  const auth = { Authorization: `JWT ${token}` }
  const { token: formToken } = (await (await request.get('/api/public/leads/token')).json()) as {
    token: string
  }
  await new Promise((resolve) => setTimeout(resolve, 3_200))
  const stamp = Date.now()
  const lead = await request.post('/api/public/leads', {
    headers: { 'Idempotency-Key': `a11y-${stamp}` },
    data: {
      fullname: 'ผู้สนใจ ตรวจการเข้าถึง',
      phone: '081-555-0188',
      email: `a11y-${stamp}@example.com`,
      organization_type: 'คลินิกความงาม',
      user_action: 'contact_form_submit',
      form_token: formToken,
    },
  })
  expect(lead.status()).toBe(200)
  const registration = await request.post('/api/v2/register', {
    headers: { authorization: `Bearer ${testEnv.REGISTRATION_API_TOKEN}` },
    data: {
      clinicName: 'คลินิกตรวจการเข้าถึง',
      fullName: 'ตรวจ ระบบ',
      phone: '081-555-0189',
      email: `a11y-registration-${stamp}@example.com`,
      branchCount: 1,
      package: 'Mini',
    },
  })
  expect(registration.status()).toBe(200)
  const consent = await request.post('/api/public/consents', {
    data: {
      consentId: randomUUID(),
      categories: ['necessary'],
      policyVersion: initialCookiePolicy.version,
    },
  })
  expect(consent.status()).toBe(200)
  const search = await request.post('/api/data-subject-requests/search', {
    headers: auth,
    data: { identifier: `a11y-${stamp}@example.com` },
  })
  expect(search.status()).toBe(200)
  // A campaign page from the home page's first sections, and a redirect to it.
  const home = (await (
    await request.get('/api/globals/home-page?depth=0', { headers: auth })
  ).json()) as {
    layout: Record<string, unknown>[]
  }
  const page = await request.post('/api/pages', {
    headers: auth,
    data: {
      title: `หน้าตรวจการเข้าถึง ${stamp}`,
      slug: `a11y-${stamp}`,
      layout: home.layout.slice(0, 2).map(({ id: _id, ...block }) => block),
      _status: 'published',
    },
  })
  expect(page.status()).toBe(201)
  const redirect = await request.post('/api/redirects', {
    headers: auth,
    data: { from: `/old-a11y-${stamp}`, to: `/lp/a11y-${stamp}` },
  })
  expect(redirect.status()).toBe(201)
  const tap = await request.post('/api/public/line-taps', {
    data: { placement: 'hero', page: '/', device_type: 'mobile' },
  })
  expect(tap.status()).toBe(200)
}

async function firstId(request: APIRequestContext, token: string, slug: string) {
  const response = await request.get(`/api/${slug}?limit=1&depth=0&draft=true`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  return docs[0]?.id
}

let seeded: Promise<void> | undefined

/** One record of every kind, made once for both walks below (they run in order, in one worker). */
async function seededOnce(request: APIRequestContext, token: string) {
  seeded ??= seedOneOfEach(request, token)
  await seeded
}

/**
 * Walks `screens` at 1440 px, then the same screen laid out again at 390 px (sales work on a
 * phone): axe's violations and the English each screen says, by screen.
 */
async function walk(page: Page, screens: string[]) {
  const found: Record<string, unknown[]> = {}
  const english: Record<string, string[]> = {}
  for (const screen of screens) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await gotoAdmin(page, screen)
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const width of [1440, 390]) {
      if (width !== 1440) {
        await page.setViewportSize({ width, height: 844 })
        await page.waitForTimeout(300)
      }
      const { violations } = await adminAxe(page).analyze()
      if (violations.length) {
        found[`${screen} @${width}`] = violations.map(({ id, nodes }) => ({
          id,
          nodes: nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }))
      }
      if (shots) {
        const name = screen.replace(/^\/admin\/?/, '').replace(/[^a-z0-9-]+/gi, '_') || 'dashboard'
        await page.screenshot({ path: `${shots}/screen-${name}-${width}.png`, fullPage: true })
      }
    }
    // Thai on every screen: no word of Payload's English or of our own code left over.
    const words = await englishOnScreen(page)
    if (words.length) english[screen] = words
  }
  // Both at once, so one run lists everything to fix.
  return { violations: found, english }
}

// Two walks of about 25 screens each, each within its own time limit: the dashboard, the forms,
// the settings and marketing's and the admins' own screens; then every collection's list and one
// document of each.
test('the admin’s own screens and settings have no accessibility violations at 1440 and 390 px, and no English', async ({
  page,
  request,
}) => {
  // About 25 screens at two widths with axe: 4–5 minutes on a busy two-core machine.
  test.setTimeout(540_000)
  const token = await adminToken(request)
  await seededOnce(request, token)
  await signInPage(page, token)
  // The seed's six articles, two a page: a list with its pagination arrows.
  const screens = [
    '/admin',
    '/admin/account',
    '/admin/collections/articles/create',
    '/admin/collections/articles?limit=2',
    '/admin/collections/pages/create',
  ]
  for (const slug of globals) {
    screens.push(`/admin/globals/${slug}`, `/admin/globals/${slug}/versions`)
  }
  // The sales team's settings: assignment, the response target, hours and holidays; and the roles
  // that need a second factor.
  screens.push(
    '/admin/globals/sales-settings',
    '/admin/globals/security-settings',
    '/admin/two-factor',
    // Marketing's results, spend and tests; the import and export screens.
    '/admin/funnel',
    // The admins' operations screen.
    '/admin/operations',
    '/admin/collections/ad-spend',
    '/admin/collections/experiments',
    '/admin/collections/imports',
    '/admin/collections/imports/create',
    '/admin/collections/exports',
  )
  expect(await walk(page, screens)).toEqual({ violations: {}, english: {} })
})

test('every collection’s list and documents have no accessibility violations at 1440 and 390 px, and no English', async ({
  page,
  request,
}) => {
  // About 25 screens at two widths with axe: 4–5 minutes on a busy two-core machine.
  test.setTimeout(540_000)
  const token = await adminToken(request)
  await seededOnce(request, token)
  await signInPage(page, token)
  const screens: string[] = []
  for (const slug of collections) {
    screens.push(`/admin/collections/${slug}`)
    const id = await firstId(request, token, slug)
    // Every collection has a document by now: the seed's articles and media, the records above.
    expect(id, `a document of ${slug}`).toBeDefined()
    screens.push(`/admin/collections/${slug}/${id}`)
    // An article's history.
    if (slug === 'articles') screens.push(`/admin/collections/${slug}/${id}/versions`)
  }
  expect(await walk(page, screens)).toEqual({ violations: {}, english: {} })
})

test('a list’s rows are titled by what they say, not numbered', async ({ page, request }) => {
  const token = await adminToken(request)
  await signInPage(page, token)
  await gotoAdmin(page, '/admin/globals/pricing')
  const titles = page.locator('.array-field .row-title')
  await expect(titles.first()).toBeVisible()
  const texts = (await titles.allInnerTexts()).map((text) => text.trim())
  // A package by its name, a comparison row by its feature, a benefit by its text.
  expect(texts).toEqual(
    expect.arrayContaining(['Mini', comparisonRows[0].feature, allPackagesBenefits[0]]),
  )
  // Not Payload's "แถว 01".
  expect(texts.filter((text) => /\s\d{2}$/.test(text))).toEqual([])
})

test('Payload’s own dates read as our lists do: Buddhist year, 24-hour clock, Bangkok time', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const id = await firstId(request, token, 'articles')
  const response = await request.get(`/api/articles/${id}?depth=0&draft=true`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { updatedAt } = (await response.json()) as { updatedAt: string }
  // A computer set to UTC still reads Bangkok time.
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'th-TH' })
  const page = await context.newPage()
  await signInPage(page, token)
  await gotoAdmin(page, `/admin/collections/articles/${id}`)
  // The header's "แก้ไขล่าสุด", as the list cell writes the same moment: "27 พ.ย. 69 04:29 น.".
  await expect(
    // (The same text as "สร้างเมื่อ" when the seed's article was saved in the minute it was made.)
    page.locator('.document-times', { hasText: formatListMoment(updatedAt, 'th') }).first(),
  ).toBeVisible()
  await gotoAdmin(page, `/admin/collections/articles/${id}/versions`)
  const created = page.locator('tbody tr td').first()
  await expect(created).toHaveText(/^\d{1,2} \S+ \d{2} \d{2}:\d{2} น\.$/)
  await context.close()
})

test('a version list names who saved each version, in Bangkok time, with no version ids', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const id = await firstId(request, token, 'articles')
  // A save by the suite's admin, named at setup.
  const saved = await request.patch(`/api/articles/${id}?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: { excerpt: `บันทึกโดยการทดสอบ ${Date.now()}` },
  })
  expect(saved.status()).toBe(200)
  const { doc } = (await saved.json()) as { doc: { updatedAt: string } }
  // A browser in UTC: the list still reads Bangkok time.
  const context = await browser.newContext({ timezoneId: 'UTC' })
  const page = await context.newPage()
  await signInPage(page, token)
  await gotoAdmin(page, `/admin/collections/articles/${id}/versions`)
  const history = page.getByTestId('version-history')
  await expect(history.locator('thead th')).toHaveText(['บันทึกเมื่อ', 'ผู้แก้ไข', 'สถานะ'])
  const newest = history.locator('tbody tr').first()
  await expect(newest.locator('td')).toHaveText([
    formatListMoment(doc.updatedAt, 'th'),
    scriptAdminName,
    'ฉบับร่าง',
  ])
  // Each version opens Payload's own screen, which compares and restores.
  await expect(newest.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/admin/collections/articles/${id}/versions/\\w+$`),
  )
  await expect(history).not.toContainText(/ID|รหัส/)
  expect(
    (await adminAxe(page).include('[data-testid="version-history"]').analyze()).violations,
  ).toEqual([])
  await context.close()
})

test('the live preview offers its sizes in Thai, its full width included', async ({
  page,
  request,
}) => {
  await signInPage(page, await adminToken(request))
  await gotoAdmin(page, '/admin/globals/home-page')
  await page.locator('#live-preview-toggler').click()
  // Payload adds a full-width size of its own, named "Responsive" in every language.
  const size = page.locator('.live-preview-toolbar-controls__breakpoint')
  await expect(size).toHaveText('เต็มความกว้าง')
  await size.getByRole('button').first().click()
  const menu = page.locator('.popup-button-list__button').filter({ visible: true })
  await expect(menu).toHaveText(['มือถือ (375 px)', 'คอมพิวเตอร์ (1440 px)', 'เต็มความกว้าง'])
})

test('an admin reads backups, readiness, the job queue and alerts on one screen; nobody else', async ({
  browser,
  request,
}) => {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      timezoneId: 'UTC',
    })
    const page = await context.newPage()
    await signInPage(page, await adminToken(request))
    await gotoAdmin(page, '/admin/operations')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สถานะระบบ')
    const screen = page.getByTestId('operations')
    // The suite's server has run no backup; its daily one is at 02:00 Bangkok time.
    await expect(screen.getByTestId('backup-last-success')).toHaveText('ยังไม่มีการสำรองข้อมูล')
    await expect(screen.getByTestId('backup-next-run')).toHaveText(/^\d{1,2} \S+ \d{2} 02:00 น\.$/)
    await expect(screen.getByTestId('readiness')).toHaveText('พร้อมให้บริการ')
    await expect(screen.getByRole('row', { name: /^ฐานข้อมูล ปกติ/ })).toBeVisible()
    await expect(screen.getByRole('row', { name: /^โครงสร้างฐานข้อมูล ปกติ/ })).toBeVisible()
    await expect(screen.getByTestId('no-alerts')).toHaveText('ไม่มีปัญหาที่ยังเปิดอยู่')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    expect(
      (await adminAxe(page).include('[data-testid="operations"]').analyze()).violations,
    ).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/operations-${width}.png`, fullPage: true })
    await context.close()
  }
  // A salesperson has no such screen, nor its link.
  const seller = await addMember(request, {
    name: `ขายไม่เห็นระบบ ${Date.now()}`,
    role: 'sales',
    available: false,
  })
  const page = await browser.newPage()
  await signInPage(page, seller.token)
  await gotoAdmin(page, '/admin/operations')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('#nav-operations')).toHaveCount(0)
  await page.close()
})

test('Thai in an article’s text is set in the admin’s Thai font, not a system serif', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const id = await firstId(request, token, 'articles')
  await signInPage(page, token)
  await gotoAdmin(page, `/admin/collections/articles/${id}`)
  // The editor's body (Payload's serif stack, which rendered Thai as empty boxes) and the header.
  for (const selector of ['.ContentEditable__root p', '.document-times']) {
    const text = page.locator(selector).first()
    await expect(text).toBeVisible()
    const font = await text.evaluate((element) => getComputedStyle(element).fontFamily)
    expect(font, selector).toMatch(/^"?Noto Sans Thai"?,/)
  }
})
