// `npm run bench:dashboard`: how long the dashboard's figures (src/features/dashboard/figures.ts) take
// to read with 100,000 leads in the database, on SQLite and on PostgreSQL (a database made for the
// run, with BENCH_DATABASE_URL or TEST_DATABASE_URL naming the server). Each database is measured
// in a process of its own, since Payload reads DATABASE_URL once.
//
// The leads are spread over the last two years (about 12,000 in the chart's 90 days), with the
// channels, campaigns, statuses and organisation types the dashboard groups by. Beside them, a
// million page views counted over the last 90 days (BENCH_DASHBOARD_VIEWS; some 65,000 rows of
// day, page, campaign, channel, device and visit start), LINE taps and ad spend: the funnel
// (/admin/funnel: src/features/insights/funnel.ts) is measured by page, campaign and channel too.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const leadCount = Number(process.env.BENCH_DASHBOARD_LEADS || 100_000)
const viewCount = Number(process.env.BENCH_DASHBOARD_VIEWS || 1_000_000)
const runs = 7
const twoYearsSeconds = 2 * 365 * 24 * 60 * 60

if (process.env.BENCH_DASHBOARD_CHILD) {
  await measure()
} else {
  await parent()
}

async function parent() {
  const { withScratchPostgres } = await import('./lib/scratch-postgres.mjs')
  const file = path.join(projectRoot, 'data', 'bench-dashboard.db')
  const child = (databaseUrl: string) => {
    const result = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url)],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_DASHBOARD_CHILD: '1', DATABASE_URL: databaseUrl },
      },
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  child(`file:${file}`)
  // BENCH_DASHBOARD_KEEP=1 keeps the SQLite file, to look at the dashboard over these leads.
  if (process.env.BENCH_DASHBOARD_KEEP !== '1') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (postgres)
    await withScratchPostgres(postgres, 'bench_dashboard', async (url: string) => child(url))
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)')
}

async function measure() {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { committedMigrations } = await import('@/migrations/committed')
  const { dashboardFigures, leadsToCall } = await import('@/features/dashboard/figures')
  const { responseTimes } = await import('@/features/dashboard/response-times')
  const { enquirySources } = await import('@/features/dashboard/enquiry-sources')
  const { funnelCampaigns, funnelDaily, funnelFigures } = await import('@/features/insights/funnel')
  const { drizzleOf } = await import('@/kernel/db/drizzle')
  const { orgTypeValues } = await import('@/kernel/content/org-types')
  type DrizzleAdapter = import('@payloadcms/drizzle').DrizzleAdapter

  const databaseUrl = process.env.DATABASE_URL ?? ''
  const kind = databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations(databaseUrl) })
  const { db, tables } = await drizzleOf(payload)

  const sources = [
    { utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'promo-facebook' },
    { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'promo-google' },
    { utmSource: 'line_oa', utmMedium: 'broadcast', utmCampaign: 'line-broadcast' },
    { referrer: 'https://www.google.co.th/' },
    { referrer: 'https://m.facebook.com/' },
    {},
    { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'newsletter' },
  ]
  const statuses = ['new', 'new', 'contacted', 'qualified', 'customer', 'lost', 'spam'] as const
  const pages = ['/', '/articles', '/pdpa', '/register']
  const seedStart = performance.now()
  const now = new Date().toISOString()
  const batch = 500
  for (let start = 0; start < leadCount; start += batch) {
    const rows = []
    for (let i = start; i < Math.min(start + batch, leadCount); i += 1) {
      rows.push({
        fullname: `ผู้สนใจ ${i}`,
        phone: '081-234-5678',
        email: `bench-${i}@clinic.example`,
        organizationType: orgTypeValues[i % orgTypeValues.length],
        status: statuses[i % statuses.length],
        landingPage: `https://clinicplus.example${pages[i % pages.length]}`,
        deviceType: 'mobile' as const,
        ...sources[i % sources.length],
        createdAt: now,
        updatedAt: now,
      })
    }
    await db.insert(tables.leads).values(rows)
  }
  // Spread the arrivals evenly over two years, in no particular order of id (7919 is a prime).
  const step = Math.floor(twoYearsSeconds / leadCount)
  const offset = `((id * 7919) % ${leadCount}) * ${step}`
  const adapter = payload.db as unknown as DrizzleAdapter
  await adapter.execute({
    drizzle: adapter.drizzle,
    raw:
      kind === 'SQLite'
        ? `UPDATE leads SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${offset}) || ' seconds')`
        : `UPDATE leads SET created_at = now() - make_interval(secs => ${offset})`,
  })
  // Contacted leads were first contacted 0 to 47 hours after arriving; a tenth of the open ones
  // have a follow-up date, half of them past.
  await adapter.execute({
    drizzle: adapter.drizzle,
    raw:
      kind === 'SQLite'
        ? `UPDATE leads SET first_contacted_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 48) || ' hours') WHERE status IN ('contacted', 'qualified', 'customer', 'lost')`
        : `UPDATE leads SET first_contacted_at = created_at + make_interval(hours => id % 48) WHERE status IN ('contacted', 'qualified', 'customer', 'lost')`,
  })
  await adapter.execute({
    drizzle: adapter.drizzle,
    raw:
      kind === 'SQLite'
        ? `UPDATE leads SET next_follow_up_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ((id % 20) - 10) || ' days') WHERE id % 10 = 0 AND status IN ('new', 'contacted', 'qualified')`
        : `UPDATE leads SET next_follow_up_at = now() + make_interval(days => (id % 20) - 10) WHERE id % 10 = 0 AND status IN ('new', 'contacted', 'qualified')`,
  })
  // The page views of the last 90 days, on the leads' campaigns and pages and 16 campaign pages,
  // each row a day, page, campaign, channel, device and visit start, a million views in all.
  const viewPages = [...pages, ...Array.from({ length: 16 }, (_, n) => `/lp/promo-${n}`)]
  const devices = ['mobile', 'tablet', 'desktop'] as const
  const viewRows = []
  for (let day = 0; day < 90; day += 1) {
    const date = new Date(Date.now() + 7 * 3_600_000 - day * 86_400_000).toISOString().slice(0, 10)
    for (const page of viewPages)
      for (const [index, source] of sources.slice(0, 6).entries())
        for (const device of devices)
          for (const entry of [true, false])
            viewRows.push({ date, page, campaign: source.utmCampaign ?? '', index, device, entry })
  }
  const perRow = Math.floor(viewCount / viewRows.length)
  const extra = viewCount - perRow * viewRows.length
  const channelOfSource = ['paid', 'paid', 'line', 'search', 'social', 'direct'] as const
  for (let start = 0; start < viewRows.length; start += batch) {
    await db.insert(tables.page_views).values(
      viewRows.slice(start, start + batch).map((row, offset) => ({
        key: JSON.stringify([row.date, row.page, row.campaign, row.index, row.device, row.entry]),
        day: row.date,
        page: row.page,
        campaign: row.campaign,
        channel: channelOfSource[row.index],
        deviceType: row.device,
        entry: row.entry,
        experiment: '',
        views: perRow + (start + offset < extra ? 1 : 0),
        createdAt: now,
        updatedAt: now,
      })),
    )
  }
  const tapRows = Array.from({ length: 5_000 }, (_, i) => ({
    day: new Date(Date.now() + 7 * 3_600_000 - (i % 90) * 86_400_000).toISOString().slice(0, 10),
    page: viewPages[i % viewPages.length],
    landingPage: viewPages[(i * 7) % viewPages.length],
    placement: 'hero',
    campaign: sources[i % 6].utmCampaign ?? '',
    channel: channelOfSource[i % 6],
    deviceType: 'mobile' as const,
    createdAt: now,
    updatedAt: now,
  }))
  for (let start = 0; start < tapRows.length; start += batch) {
    await db.insert(tables.line_taps).values(tapRows.slice(start, start + batch))
  }
  const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)
  for (const source of sources.filter((entry) => entry.utmCampaign)) {
    await payload.create({
      collection: 'ad-spend',
      data: { campaign: source.utmCampaign!, month, amountBaht: 50_000 },
      overrideAccess: true,
    })
  }
  if (kind === 'PostgreSQL') {
    for (const table of ['leads', 'page_views', 'line_taps'])
      await adapter.execute({ drizzle: adapter.drizzle, raw: `ANALYZE ${table}` })
  }
  const seedSeconds = (performance.now() - seedStart) / 1000

  const times: number[] = []
  // Everything the dashboard reads: the figures, the leads to call, the response panel and the
  // enquiries by campaign.
  const load = () =>
    Promise.all([
      dashboardFigures(payload),
      leadsToCall(payload),
      responseTimes(payload),
      enquirySources(payload),
    ])
  let [figures, toCall] = await load() // warm-up
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    ;[figures, toCall] = await load()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const chartLeads = figures.daily.reduce((sum, day) => sum + day.total, 0)
  console.log(`\nDashboard figures, ${kind}, ${leadCount.toLocaleString('en')} leads`)
  console.table({
    'seeded in s': Number(seedSeconds.toFixed(1)),
    'leads in the 90-day chart': chartLeads,
    'median hours to first contact': figures.medianHoursToFirstContact,
    'waiting for a call': toCall.uncontacted.count,
    'overdue follow-ups': toCall.overdue.count,
    'median ms': Number(times[Math.floor(times.length / 2)].toFixed(1)),
    'slowest ms': Number(times.at(-1)!.toFixed(1)),
    runs,
    'under 1 s': times.at(-1)! < 1000 ? 'yes' : 'NO',
  })

  // The funnel screen at its heaviest period (90 days), as /admin/funnel reads it per grouping.
  const funnelTimes: Record<string, number[]> = {}
  let visits = 0
  for (const by of ['page', 'campaign', 'channel'] as const) {
    const screen = () =>
      Promise.all([
        funnelFigures(payload, { days: 90, by, ownHost: 'clinicplus.example' }),
        funnelCampaigns(payload, 90),
        funnelDaily(payload, { days: 90, campaign: 'promo-facebook' }),
      ])
    await screen() // warm-up
    funnelTimes[by] = []
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now()
      const [funnel] = await screen()
      funnelTimes[by].push(performance.now() - started)
      visits = funnel.total.pageViews
    }
    funnelTimes[by].sort((a, b) => a - b)
  }
  console.log(
    `\nFunnel (/admin/funnel, 90 days), ${kind}, ${visits.toLocaleString('en')} page views`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(funnelTimes).map(([by, list]) => [
        `by ${by}`,
        {
          'median ms': Number(list[Math.floor(list.length / 2)].toFixed(1)),
          'slowest ms': Number(list.at(-1)!.toFixed(1)),
          'under 1 s': list.at(-1)! < 1000 ? 'yes' : 'NO',
        },
      ]),
    ),
  )
  const slowest = Math.max(times.at(-1)!, ...Object.values(funnelTimes).map((list) => list.at(-1)!))
  await payload.destroy()
  process.exit(slowest < 1000 && visits === viewCount ? 0 : 1)
}
