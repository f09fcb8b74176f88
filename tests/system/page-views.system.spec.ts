// The production server counting the pages it serves, as visitors reach it: twenty phones loading
// pages at once are counted exactly once per view, a crawler, a prefetch and a script's request
// not at all; no reply sets a cookie, and the table holds counts and nothing about a visitor; a
// page the browser reports is counted only if the site has it; the views counted just before a
// stop are stored as the server stops; one address adds no more than the beacon's allowance.
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase, sqliteRows } from '../../scripts/lib/build.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'
import { viewBudget } from '../../src/features/insights/views/view-budget.mjs'
import { clearOfBangkokMidnight } from '../helpers/bangkok-day'

const port = Number(process.env.PAGE_VIEWS_PORT || 3356)
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 Line/15.10.1'
const document = { 'sec-fetch-dest': 'document', accept: 'text/html', 'user-agent': phone }
let file: string
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  file = await freshSqliteDatabase('page-views.db')
  server = await startServer({
    port,
    refreshPages: false,
    env: { DATABASE_URL: `file:${file}`, JOBS_AUTORUN: '0', LOG_LEVEL: 'warn' },
  })
}, 900_000)

afterAll(() => server?.kill())

const query = (sql: string) => sqliteRows(file, sql)

const stored = async (page: string) =>
  Number((await query(`SELECT SUM(views) AS n FROM page_views WHERE page = '${page}'`))[0].n ?? 0)

/** One GET from loopback address `from`, as a browser sends it; its status and headers. */
function load(path: string, headers: Record<string, string>, from = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { headers, localAddress: from },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

async function settled(page: string, expected: number) {
  const deadline = Date.now() + 15_000
  while ((await stored(page)) < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return stored(page)
}

describe('page views at the production server', () => {
  it('counts each of twenty viewers’ loads once, and nothing of bots, prefetches or scripts', async () => {
    // The 200 loads are counted under one Bangkok day, so they must not straddle its midnight.
    await clearOfBangkokMidnight(60_000)
    const viewers = 20
    const loadsEach = 10
    const replies = await Promise.all(
      Array.from({ length: viewers }, async (_, viewer) => {
        const got = []
        for (let n = 0; n < loadsEach; n++) {
          got.push(
            await load(
              '/pdpa?utm_source=line&utm_campaign=load-test',
              document,
              `127.0.0.${10 + viewer}`,
            ),
          )
        }
        return got
      }),
    )
    // Not views: a crawler, the browser's prefetch, the app's own data request, a script.
    await load('/pdpa', { ...document, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    await load('/pdpa', { ...document, 'sec-purpose': 'prefetch' })
    await load('/pdpa', { ...document, rsc: '1' })
    await load('/pdpa', { accept: '*/*', 'sec-fetch-dest': 'script', 'user-agent': phone })

    const all = replies.flat()
    expect(all.every((reply) => reply.status === 200)).toBe(true)
    // Nothing set in the browser.
    expect(all.filter((reply) => reply.headers['set-cookie'])).toEqual([])
    expect(await settled('/pdpa', viewers * loadsEach)).toBe(viewers * loadsEach)
    // A few seconds more: nothing else arrives (no double count, no bot).
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await stored('/pdpa')).toBe(viewers * loadsEach)
    const rows = await query("SELECT * FROM page_views WHERE page = '/pdpa'")
    expect(rows.map((row) => [row.campaign, row.channel, row.device_type, row.entry])).toEqual([
      ['load-test', 'line', 'mobile', 1],
    ])
    // Counts, and nothing that could tell one visitor from another.
    const columns = (await query('PRAGMA table_info(page_views)')).map((column) => column.name)
    expect(columns.sort()).toEqual(
      [
        'id',
        'key',
        'day',
        'page',
        'campaign',
        'channel',
        'device_type',
        'entry',
        'experiment',
        'views',
        'updated_at',
        'created_at',
      ].sort(),
    )
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0|iPhone|Safari/)
  })

  it('counts at most the view beacon’s allowance from one address', async () => {
    await clearOfBangkokMidnight(60_000)
    const started = Date.now()
    const flood = await Promise.all(
      Array.from({ length: 40 }, () =>
        load('/articles?utm_campaign=flood', document, '127.0.0.77'),
      ),
    )
    expect(flood.every((reply) => reply.status === 200)).toBe(true)
    // The burst, and what refilled while the flood was served (one view every 6 s), no more: on a
    // busy machine 40 loads can take longer than one refill.
    const refilled = Math.floor(((Date.now() - started) * viewBudget.perHour) / 3_600_000)
    // Another address is counted as before.
    await load('/articles?utm_campaign=flood', document, '127.0.0.78')
    const floodViews = async () =>
      Number(
        (
          await query(
            "SELECT SUM(views) AS n FROM page_views WHERE page = '/articles' AND campaign = 'flood'",
          )
        )[0].n ?? 0,
      )
    const deadline = Date.now() + 15_000
    // The flood's burst and the other address's one view.
    const least = viewBudget.burst + 1
    while ((await floodViews()) < least && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const counted = await floodViews()
    expect(counted).toBeGreaterThanOrEqual(least)
    expect(counted).toBeLessThanOrEqual(least + refilled)
  })

  it('counts a page shown by the site’s own navigation only when the site has that page', async () => {
    const [article] = await query(
      "SELECT slug FROM articles WHERE _status = 'published' ORDER BY id LIMIT 1",
    )
    const articlePage = `/articles/detail?slug=${article.slug}`
    const beacon = async (page: string) => {
      const response = await fetch(`${server.url}/api/public/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': phone },
        body: JSON.stringify({
          page,
          utm_source: '',
          utm_medium: '',
          utm_campaign: 'in-site',
          referrer: '',
          landing_page: `${server.url}/`,
          experiment: '',
        }),
      })
      expect(response.status).toBe(200)
    }
    await beacon(articlePage)
    await beacon('/lp/no-such-page')
    await beacon('/articles/detail?slug=no-such-article')
    expect(await settled(articlePage, 1)).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const rows = await query("SELECT page, views FROM page_views WHERE campaign = 'in-site'")
    expect(rows.map((row) => [row.page, row.views])).toEqual([[articlePage, 1]])
  })

  it('stores the views counted just before a stop as the server stops', async () => {
    const before = await stored('/register')
    await Promise.all(Array.from({ length: 15 }, () => load('/register', document)))
    server.stop()
    expect(await server.exited).toBe(0)
    expect(await stored('/register')).toBe(before + 15)
  })
})
