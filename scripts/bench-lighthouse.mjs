// `npm run bench:lighthouse [-- /path ...]`: Lighthouse 12 (mobile settings, simulated
// throttling) on the production build, measured the way it holds on a shared, noisy machine: each
// public page against two references taken in the same interleaved run (the floor, the page and
// its no-JS copy, for each page, round after round; the first round is a warm-up and not counted):
// - the framework floor: a blank page built with the same Next.js (scripts/lib/next-floor.mjs);
// - the no-JS limit: the page's own HTML with every script removed (scripts/lib/no-js-front.mjs).
// Both are served with the document headers of our pages (scripts/lib/document-headers.mjs), so
// the three are loaded the same way and differ only in what they hold.
// It prints the medians of every variant and the differences, over plain HTTP/1.1 and over HTTPS
// with HTTP/2 (scripts/lib/tls-front.mjs, as production sits behind a proxy or CDN), and exits
// non-zero when a page misses a budget. LIGHTHOUSE_RUNS sets the counted rounds (default 3),
// LIGHTHOUSE_PROTOCOLS=http1 or http2 measures only one; LIGHTHOUSE_VERBOSE=1 prints every run (TBT,
// LCP, the app server's CPU time during it, Lighthouse's long tasks).
import * as chromeLauncher from 'chrome-launcher'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import path from 'node:path'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { ensureCampaignPage } from './lib/campaign-page.mjs'
import { documentHeaders } from './lib/document-headers.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { startFloor } from './lib/next-floor.mjs'
import { startNoJsFront } from './lib/no-js-front.mjs'
import {
  budgetIndex,
  measureUntilComplete,
  medians,
  scaledTbtBudget,
  spread,
} from './lib/lighthouse-samples.mjs'
import { cpuMs, startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'
import { startTlsFront } from './lib/tls-front.mjs'

const verbose = Boolean(process.env.LIGHTHOUSE_VERBOSE)
// LIGHTHOUSE_TRACE_DIR=dir keeps every run's Chrome trace there (named by page, TBT and run), to
// set a slow run's main thread beside a quick one's in Chrome's performance panel.
const traceDir = process.env.LIGHTHOUSE_TRACE_DIR
let traced = 0
function saveTrace(url, one, artifacts) {
  mkdirSync(traceDir, { recursive: true })
  const { host, pathname } = new URL(url)
  const name = `${String((traced += 1)).padStart(3, '0')}-${host.replace(/[^\w]+/g, '_')}${pathname.replace(/[^\w]+/g, '_')}-tbt${Math.round(one.tbt)}.json`
  writeFileSync(
    path.join(traceDir, name),
    JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass),
  )
}
const runs = Math.max(3, Number(process.env.LIGHTHOUSE_RUNS || 3))
const port = Number(process.env.BENCH_PORT || 3200)
const protocols = (process.env.LIGHTHOUSE_PROTOCOLS || 'http1,http2').split(',')

/**
 * Budgets on the differences, medians of the same run, and on the page itself. TBT's is set at
 * Lighthouse's benchmark index 3,000 and scaled to the run's (lib/lighthouse-samples.mjs).
 */
const budget = {
  tbtOverFloorMs: 100,
  lcpOverNoJsMs: 300,
  jsOverFloorKb: 30,
  cls: 0.01,
  scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
}

// `article` stands for the detail page of the first article in list order, `campaign` for a
// campaign page built from the CMS's blocks (scripts/lib/campaign-page.mjs).
const requested = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/pdpa', '/articles', 'article', '/register', 'campaign']

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

const chromePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

function sample(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best-practices': lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
    js: scripts?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // Where the main thread's time went (Lighthouse's trace, by category), for explaining a change.
    ...Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        `work:${item.group}`,
        item.duration,
      ]),
    ),
  }
}

/** Lighthouse's long tasks (simulated ms) as start:duration:script, for LIGHTHOUSE_VERBOSE. */
const longTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((task) => `${ms(task.startTime)}:${ms(task.duration)}:${task.url.split('/').pop()}`)
    .join(' ')

/** The main thread's time by category, rounded, largest first. */
const work = (m) =>
  Object.entries(m)
    .filter(([key]) => key.startsWith('work:'))
    .sort(([, a], [, b]) => b - a)
    .map(([key, value]) => `${key.slice(5)} ${Math.round(value)}`)
    .join(', ')

async function measure(protocol) {
  const http2 = protocol === 'http2'
  // Behind the TLS front the app trusts one proxy, as behind nginx in production.
  const server = await startServer({ port, env: http2 ? { TRUSTED_PROXY_HOPS: '1' } : {} })
  const pages = []
  for (const pagePath of requested) {
    if (pagePath === 'campaign') {
      pages.push(await ensureCampaignPage(server.url))
      continue
    }
    if (pagePath !== 'article') {
      pages.push(pagePath)
      continue
    }
    const [first] = await (await fetch(`${server.url}/api/public/articles?limit=1`)).json()
    pages.push(`/articles/detail?slug=${encodeURIComponent(first.slug)}`)
  }
  // The references are loaded as our pages are: with the document headers the app sends.
  const home = await fetch(`${server.url}/`)
  await home.arrayBuffer()
  const floor = await startFloor({ port: port + 10, headers: documentHeaders(home.headers) })
  const noJs = await startNoJsFront({ port: port + 20, target: server.url, paths: pages })
  const fronts = []
  const origin = async (target, offset) => {
    if (!http2) return { url: target }
    const front = await startTlsFront({ port: port + offset, target })
    fronts.push(front)
    return front
  }
  const app = await origin(server.url, 1)
  const floorOrigin = await origin(floor.url, 11)
  const noJsOrigin = await origin(noJs.url, 21)

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      // Trusts the fronts' throwaway certificates, and no other.
      ...(fronts.length
        ? [`--ignore-certificate-errors-spki-list=${fronts.map((front) => front.spki).join(',')}`]
        : []),
    ],
  })
  // The app server's CPU time during each run: work it does while Chrome measures (a page
  // regenerated in the background, say) takes a core from the browser on a small machine.
  const measureOnce = async (url) => {
    const before = cpuMs(server.pid)
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const lhr = result.lhr
    const one = { ...sample(lhr), serverCpu: cpuMs(server.pid) - before }
    if (traceDir) saveTrace(url, one, result.artifacts)
    if (verbose) {
      process.stderr.write(
        `[lighthouse] ${url}: index ${ms(one.benchmarkIndex)} TBT ${ms(one.tbt)} LCP ${ms(one.lcp)} server CPU ${ms(one.serverCpu)} ms; long tasks ${longTasks(lhr)}\n`,
      )
    }
    return { lhr, sample: one }
  }
  // A run Lighthouse could not compute (NO_NAVSTART now and then) is said and measured again.
  const run = (url) =>
    measureUntilComplete(measureOnce, url, {
      log: (line) => process.stderr.write(`[lighthouse] ${line}\n`),
    })

  // The blank page is measured before every page, not once a round: it is the reference every
  // difference shares, and its own runs spread as widely as a page's (its median of three ranged
  // 50-202 ms between runs of two days, docs/benchmarks.md), so a median over all of its runs of
  // the protocol's pass (six a round) is what each page is compared with. The first of each
  // round is kept apart too, to print what the reference was when it was measured once a round.
  const samples = { floor: [], floorFirst: [], page: new Map(), noJs: new Map() }
  try {
    for (let round = -1; round < runs; round += 1) {
      const counted = round >= 0
      for (const [slot, pagePath] of pages.entries()) {
        const floorSample = await run(`${floorOrigin.url}/`)
        if (counted && floorSample) {
          samples.floor.push(floorSample)
          if (slot === 0) samples.floorFirst.push(floorSample)
        }
        const pageSample = await run(`${app.url}${pagePath}`)
        const noJsSample = await run(`${noJsOrigin.url}${pagePath}`)
        if (!counted) continue
        const add = (map, one) => one && map.set(pagePath, [...(map.get(pagePath) ?? []), one])
        add(samples.page, pageSample)
        add(samples.noJs, noJsSample)
      }
      process.stderr.write(`[lighthouse] ${protocol}: round ${round + 2} of ${runs + 1} done\n`)
    }
  } finally {
    await chrome.kill()
    for (const front of fronts) await front.stop()
    await noJs.stop()
    floor.stop()
    server.stop()
  }
  return { pages, floor: medians(samples.floor), samples }
}

const kb = (bytes) => Math.round(bytes / 1024)
const ms = (value) => Math.round(value)
let failed = false
const summary = []

for (const protocol of protocols) {
  const { pages, floor, samples } = await measure(protocol)
  if (!samples.floor.length)
    throw new Error(`${protocol}: no run of the blank page could be measured`)
  // This run's machine, as Lighthouse measured it beside the blank page; the TBT budget follows it.
  const index = floor.benchmarkIndex
  const tbtBudget = scaledTbtBudget(index, budget.tbtOverFloorMs)
  const rows = []
  const variantRow = (page, variant, m) => ({
    page,
    variant,
    perf: Math.round(m.performance),
    'FCP ms': ms(m.fcp),
    'LCP ms': ms(m.lcp),
    'TBT ms': ms(m.tbt),
    CLS: Number(m.cls.toFixed(3)),
    KB: kb(m.bytes),
    'JS KB': kb(m.js),
    'server CPU ms': variant === 'floor' ? '' : ms(m.serverCpu),
    index: ms(m.benchmarkIndex),
  })
  rows.push(variantRow('(blank Next page)', 'floor', floor))
  const breakdown = [`floor: ${work(floor)}`]
  for (const pagePath of pages) {
    const label = decodeURIComponent(pagePath).slice(0, 32)
    if (!samples.page.get(pagePath) || !samples.noJs.get(pagePath)) {
      summary.push({ protocol, page: label, budget: 'MISSED: no run of it could be measured' })
      failed = true
      continue
    }
    const page = medians(samples.page.get(pagePath))
    const noJs = medians(samples.noJs.get(pagePath))
    rows.push(variantRow(label, 'page', page), variantRow(label, 'no-JS', noJs))
    breakdown.push(`${label}: ${work(page)}`)
    const result = {
      protocol,
      page: label,
      'TBT − floor': ms(page.tbt - floor.tbt),
      // The same difference on a machine of index 3,000, to compare runs of different machines.
      [`TBT − floor @${budgetIndex}`]: Number.isFinite(index)
        ? ms(((page.tbt - floor.tbt) * index) / budgetIndex)
        : '',
      'TBT budget': tbtBudget,
      'LCP − no-JS': ms(page.lcp - noJs.lcp),
      'JS − floor KB': kb(page.js - floor.js),
      CLS: Number(page.cls.toFixed(3)),
      'a11y/BP/SEO': `${page.accessibility}/${page['best-practices']}/${page.seo}`,
    }
    const misses = []
    if (result['TBT − floor'] > tbtBudget) misses.push(`TBT +${result['TBT − floor']} ms`)
    if (result['LCP − no-JS'] > budget.lcpOverNoJsMs)
      misses.push(`LCP +${result['LCP − no-JS']} ms`)
    if (result['JS − floor KB'] > budget.jsOverFloorKb)
      misses.push(`JS +${result['JS − floor KB']} KB`)
    if (page.cls > budget.cls) misses.push(`CLS ${result.CLS}`)
    for (const [key, minimum] of Object.entries(budget.scores)) {
      if (page[key] < minimum) misses.push(`${key} ${page[key]}`)
    }
    result.budget = misses.length ? `MISSED: ${misses.join('; ')}` : 'ok'
    if (misses.length) failed = true
    summary.push(result)
  }
  console.log(
    `\nLighthouse, mobile settings, ${protocol === 'http2' ? 'HTTPS + HTTP/2 front' : 'plain HTTP/1.1'}: medians of ${runs} interleaved rounds after a warm-up (Node ${process.version}, bench index ${ms(index)}: TBT budget ${tbtBudget} ms over the blank page, ${budget.tbtOverFloorMs} at ${budgetIndex})`,
  )
  console.table(rows)
  const pooled = spread(samples.floor, 'tbt')
  const once = spread(samples.floorFirst, 'tbt')
  console.log(
    `Blank page's TBT: median ${ms(pooled.median)} ms over its ${pooled.count} runs (${ms(pooled.min)}-${ms(pooled.max)}), the reference above; measured once a round (its first run of each) it would have been ${ms(once.median)} ms (${ms(once.min)}-${ms(once.max)})`,
  )
  console.log(
    `Main-thread time by category, ms (medians, simulated 4x CPU slowdown):\n  ${breakdown.join('\n  ')}`,
  )
}

console.log(
  `\nBudgets: TBT − floor ≤ ${budget.tbtOverFloorMs} ms at bench index ${budgetIndex}, scaled to the run's index (the TBT budget column), LCP − no-JS ≤ ${budget.lcpOverNoJsMs} ms, JS − floor ≤ ${budget.jsOverFloorKb} KB, CLS ≤ ${budget.cls}, accessibility, best practices and SEO 100`,
)
console.table(summary)
process.exit(failed ? 1 : 0)
