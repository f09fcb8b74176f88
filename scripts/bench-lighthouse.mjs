// `npm run bench:lighthouse [-- /path ...]`: Lighthouse (mobile settings) on the production build,
// 3 runs per page, prints the medians and exits non-zero when a page misses its budget. The pages
// are loaded over HTTPS and HTTP/2 through a local TLS front (scripts/lib/tls-front.mjs), as
// production serves them behind a proxy or CDN; LIGHTHOUSE_HTTP1=1 loads them from the app server
// directly, over plain HTTP/1.1.
import * as chromeLauncher from 'chrome-launcher'
import { existsSync } from 'node:fs'
import lighthouse from 'lighthouse'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { median, startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'
import { startTlsFront } from './lib/tls-front.mjs'

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3200)
const http1 = process.env.LIGHTHOUSE_HTTP1 === '1'

/** Minimum scores (0-100) and maximum CLS per page; pages not listed use the default. */
const defaultBudget = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  cls: 0.02,
}
const budgets = {}

// `article` stands for the detail page of the first article in list order.
const requested = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/pdpa', '/articles', 'article', '/register']

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

// Behind the TLS front the app trusts one proxy, as behind nginx in production.
const server = await startServer({ port, env: http1 ? {} : { TRUSTED_PROXY_HOPS: '1' } })
const front = http1 ? undefined : await startTlsFront({ port: port + 1, target: server.url })
const baseUrl = front?.url ?? server.url
const pages = []
for (const pagePath of requested) {
  if (pagePath !== 'article') {
    pages.push(pagePath)
    continue
  }
  const [first] = await (await fetch(`${server.url}/api/public/articles?limit=1`)).json()
  pages.push(`/articles/detail?slug=${encodeURIComponent(first.slug)}`)
}
const chromePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
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
    // Trusts the front's throwaway certificate, and no other.
    ...(front ? [`--ignore-certificate-errors-spki-list=${front.spki}`] : []),
  ],
})

let failed = false
try {
  const rows = []
  for (const pagePath of pages) {
    const samples = []
    // One uncounted run first: a live site serves from warm caches (ISR, optimised images).
    for (let i = -1; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      })
      if (i < 0) continue
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        'best-practices': lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        bytes: lhr.audits['total-byte-weight'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      })
    }
    const pick = (key) => median(samples.map((sample) => sample[key]))
    const row = {
      page: decodeURIComponent(pagePath).slice(0, 40),
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      'LCP ms': Math.round(pick('lcp')),
      CLS: Number(pick('cls').toFixed(3)),
      'TBT ms': Math.round(pick('tbt')),
      'total KB': Math.round(pick('bytes') / 1024),
      // Lighthouse's own CPU benchmark of this machine during the runs: the lower, the busier.
      'bench index': Math.round(pick('benchmarkIndex')),
    }
    const budget = budgets[pagePath] ?? defaultBudget
    const misses = []
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (budget[key] !== undefined && row[key] < budget[key])
        misses.push(`${key} ${row[key]} < ${budget[key]}`)
    }
    if (budget.cls !== undefined && row.CLS > budget.cls)
      misses.push(`CLS ${row.CLS} > ${budget.cls}`)
    row.budget = misses.length ? `MISSED: ${misses.join('; ')}` : 'ok'
    if (misses.length) failed = true
    rows.push(row)
  }
  console.log(
    `\nLighthouse ${runs} runs per page, mobile settings, ${front ? 'HTTPS + HTTP/2 front' : 'plain HTTP/1.1'}, medians (Node ${process.version})`,
  )
  console.table(rows)
} finally {
  await chrome.kill()
  await front?.stop()
  server.stop()
}
process.exit(failed ? 1 : 0)
