// `npm run bench:first-paint`: the dead window of the page's controls. On a phone-sized page with
// a 4× slower CPU and a slow 4G link (150 ms, 1.6 Mbit/s down, 750 kbit/s up), as soon as the
// browser reports the first contentful paint, a visitor taps (or types into) one control every
// 100 ms until a tap does something. Two figures per load, both on the wall clock the browser's
// own FCP is placed on (performance.timeOrigin + its startTime):
// - the first tap: how long after the first paint this harness got its first tap in (noticing the
//   paint, scrolling to the control), which bounds how early "at the first paint" is measured;
// - the dead window: from that first tap to the start of the first tap that worked (0: the first
//   one did; a control that waits for its script shows the wait here).
// Measured for the mobile menu, an FAQ answer, the contact form and the sign-up form, on `/`, a
// campaign page and `/register`, with scripts and, as the reference, with scripts off, in
// interleaved rounds (BENCH_ROUNDS, default 5, after a warm-up); prints the medians and each run.
// Also the interaction latency (INP's stuff, Event Timing) of the first tap on the menu and on an
// FAQ question once the page's scripts have run. Exits non-zero when a median dead window is
// above 0 ms.
import { chromium } from '@playwright/test'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { ensureCampaignPage } from './lib/campaign-page.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { median, startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 5))
const port = Number(process.env.BENCH_PORT || 3230)
const tapEveryMs = 100
const giveUpMs = 15_000
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/**
 * The controls: what a visitor taps (scrolled into view first, as a visitor would scroll to it),
 * and whether the tap did something. The tap is the browser's own touch input at the control's
 * place (Input.dispatchTouchEvent), which waits for no actionability check: a tap on a busy page
 * is queued by the browser as a real one is.
 */
const controls = {
  menu: {
    target: (page) => page.locator('header summary, header button[aria-controls]').first(),
    worked: (page) =>
      page
        .getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' })
        .isVisible()
        .catch(() => false),
  },
  faq: {
    target: (page) => page.locator('#faq summary, #faq h3 button').nth(1),
    worked: (page) =>
      page
        .locator('#faq details, #faq [role="region"], #faq [id$="-a1"]')
        .nth(1)
        .evaluate((node) => (node.tagName === 'DETAILS' ? node.open : !node.hasAttribute('hidden')))
        .catch(() => false),
  },
  // The contact form is at the foot of the page: the visitor scrolls to its heading first.
  'contact form': typing('footer#contact', 'ชื่อ-นามสกุล', 'ฝากข้อมูลให้ทีมงานติดต่อกลับ'),
  'sign-up form': typing('main', 'ชื่อคลินิก'),
}

const quick = { timeout: 2_000 }

/**
 * Typing into a form's field: each attempt types its own letter (a, b, c…), so that a keystroke
 * the busy page handles late is told from one it lost. It worked once the field holds a letter;
 * the earliest letter there names the first attempt that worked. The form's heading (when given)
 * is scrolled to first, whatever the form is drawn as then.
 */
function typing(scope, label, heading) {
  const field = (page) => page.locator(scope).getByLabel(label).first()
  return {
    scrollTo: heading
      ? (page) => page.locator(scope).getByRole('heading', { name: heading }).first()
      : undefined,
    target: field,
    typed: (attempt) => String.fromCharCode(97 + (attempt % 26)),
    /** The first attempt whose letter the field holds, or -1. */
    firstLanded: (page) =>
      field(page)
        .inputValue({ timeout: 100 })
        .then((value) => {
          const letters = [...value].filter((char) => /[a-z]/.test(char))
          return letters.length ? Math.min(...letters.map((char) => char.charCodeAt(0) - 97)) : -1
        })
        .catch(() => -1),
  }
}

/**
 * One tap (and keystroke, for a field) on `control` as a visitor's finger gives it; `tapped`
 * hears the wall-clock time the tap was sent.
 */
async function tapOnce(page, control, attempt, tapped = () => undefined) {
  if (control.scrollTo) await control.scrollTo(page).scrollIntoViewIfNeeded(quick)
  const target = control.target(page)
  await target.scrollIntoViewIfNeeded(quick)
  const box = await target.boundingBox(quick)
  if (!box) throw new Error('not on screen')
  tapped(Date.now())
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  if (control.typed) await page.keyboard.type(control.typed(attempt))
}

/** Which controls each page has. */
function plan(campaign) {
  return [
    ['/', ['menu', 'faq', 'contact form']],
    [campaign, ['menu', 'faq', 'contact form']],
    ['/register', ['menu', 'sign-up form']],
  ]
}

function refusedConsent() {
  const now = new Date().toISOString()
  const expirationTime = Date.now() + 365 * 86_400_000
  const value = {
    categories: ['necessary'],
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: 'th',
    lastConsentTimestamp: now,
    expirationTime,
  }
  return {
    name: 'cp_consent',
    value: encodeURIComponent(JSON.stringify(value)),
    domain: '127.0.0.1',
    path: '/',
    expires: Math.floor(expirationTime / 1000),
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  }
}

async function throttled(browser, scripts) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
    locale: 'th-TH',
    // A visitor who already answered the cookie banner (as tests/helpers/consent-cookie.ts
    // writes it, for the seeded policy's revision 1), so it does not cover the controls.
    storageState: { cookies: [refusedConsent()], origins: [] },
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

/**
 * When the page reported its first contentful paint, on the wall clock (the page's time origin
 * plus the paint's time), polled from the test side; evaluated in Playwright's own world, so it
 * works with the page's scripts off too.
 */
async function firstPaint(page) {
  const until = Date.now() + giveUpMs
  while (Date.now() < until) {
    const fcp = await page
      .evaluate(() => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0]
        return entry ? performance.timeOrigin + entry.startTime : null
      })
      .catch(() => null)
    if (fcp !== null) return fcp
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('no first contentful paint')
}

/**
 * One load: taps from the first paint on until one works. The first tap's time after the paint,
 * and the dead window (from the first tap to the one that worked), in ms.
 */
async function deadWindow(browser, url, control, scripts) {
  const { context, page } = await throttled(browser, scripts)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const paintedAt = await firstPaint(page)
    const attempts = []
    const subject = controls[control]
    const result = (working) => ({
      firstTap: Math.round(attempts[0] - paintedAt),
      dead: working === undefined ? giveUpMs : Math.round(working - attempts[0]),
    })
    while (Date.now() - paintedAt < giveUpMs) {
      const before = Date.now()
      await tapOnce(page, subject, attempts.length, (at) => attempts.push(at)).catch(() => {
        if (attempts.length === 0 || attempts.at(-1) < before) attempts.push(Date.now())
      })
      if (subject.firstLanded) {
        const landed = await subject.firstLanded(page)
        if (landed >= 0) return result(attempts[landed])
      } else if (await subject.worked(page)) {
        return result(attempts.at(-1))
      }
      const wait = tapEveryMs - (Date.now() - before)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    return result(undefined)
  } finally {
    await context.close()
  }
}

/**
 * The latency of the first tap on `control` once the page's scripts have run: Event Timing's
 * duration of that interaction (what INP is made of), on the throttled phone.
 */
async function firstTapLatency(browser, url, control) {
  const { context, page } = await throttled(browser, true)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      window.__interactions = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__interactions.push(entry.duration)
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    })
    await tapOnce(page, controls[control], 0)
    await page.waitForTimeout(500)
    const durations = await page.evaluate(() => window.__interactions)
    // Below Event Timing's 16 ms threshold nothing is reported: at most 16 ms.
    return durations.length ? Math.max(...durations) : 16
  } finally {
    await context.close()
  }
}

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)
const server = await startServer({ port })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
const base = server.url
const campaign = await ensureCampaignPage(base)
const samples = new Map()
const latencies = new Map()
try {
  for (let round = 0; round <= rounds; round += 1) {
    const counted = round > 0
    for (const [pagePath, names] of plan(campaign)) {
      for (const control of names) {
        for (const scripts of [true, false]) {
          const run = await deadWindow(browser, `${base}${pagePath}`, control, scripts)
          if (!counted) continue
          const key = `${pagePath}|${control}|${scripts ? 'scripts' : 'no scripts'}`
          samples.set(key, [...(samples.get(key) ?? []), run])
        }
      }
      if (counted) {
        for (const control of names.filter((name) => name === 'menu' || name === 'faq')) {
          const ms = await firstTapLatency(browser, `${base}${pagePath}`, control)
          const key = `${pagePath}|${control}`
          latencies.set(key, [...(latencies.get(key) ?? []), ms])
        }
      }
    }
    if (counted) console.log(`round ${round} of ${rounds} measured`)
  }
} finally {
  await browser.close()
  server.stop()
  await server.exited
}

const rows = [...samples].map(([key, runs]) => {
  const [page, control, variant] = key.split('|')
  return {
    page,
    control,
    variant,
    'first tap, ms after FCP (median)': median(runs.map((run) => run.firstTap)),
    'dead window, median ms': median(runs.map((run) => run.dead)),
    'runs (first tap / dead window)': runs.map((run) => `${run.firstTap}/${run.dead}`).join(' '),
  }
})
console.log(
  `\nDead window after the first contentful paint (tap every ${tapEveryMs} ms; 390 px phone, 4× CPU, 150 ms / 1.6 Mbit/s), medians of ${rounds} interleaved rounds after a warm-up:`,
)
console.table(rows)
console.log('First tap after the scripts ran (Event Timing duration, ms):')
console.table(
  [...latencies].map(([key, values]) => {
    const [page, control] = key.split('|')
    return {
      page,
      control,
      'median ms': median(values),
      runs: values.map((value) => Math.round(value)).join(' '),
    }
  }),
)
const dead = rows.filter((row) => row['dead window, median ms'] > 0)
if (dead.length) {
  console.error(
    `Controls that did nothing at the first paint: ${dead.map((row) => `${row.page} ${row.control} (${row.variant})`).join(', ')}`,
  )
  process.exit(1)
}
