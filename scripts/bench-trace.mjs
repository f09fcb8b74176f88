// `npm run bench:trace`: where a page's main thread spends its time on the slow phone of
// `bench:first-paint` (scripts/lib/slow-phone.mjs), with scripts and without, so that a change
// to the first tap is explained by a trace rather than by one lucky run.
// Each load is traced by Chromium (the DevTools timeline's categories) from the navigation to
// 2 s after the load event; the main thread's time is split by what it did, each event counted
// by its own time (its children's subtracted), into parse HTML, style, layout, text shaping,
// paint, script (compile, evaluate, calls, timers, events, microtasks), garbage collection and
// loading (requests, the navigation's commit); the rest, mostly the scheduler's frames around
// tasks and messages between processes, is 'other', its largest names printed at the end. Also printed:
// the first contentful paint and the load on the page's clock, the long tasks (over 50 ms) and
// the longest, the document's size (HTML bytes, elements, inline SVGs, the React payload), and
// when the font files were asked for and had arrived beside the layouts before the first paint.
// Pages: `/`, a campaign page, `/register` and `/articles`, BENCH_ROUNDS (default 3) interleaved
// rounds after a warm-up; medians. It measures and prints; it has no budget of its own.
import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { ensureCampaignPage } from './lib/campaign-page.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { median, startServer } from './lib/server.mjs'
import { launchChromium, phoneContext, throttle } from './lib/slow-phone.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3))
const port = Number(process.env.BENCH_PORT || 3231)
const afterLoadMs = 2_000
const longTaskMs = 50

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'blink.user_timing',
  'toplevel',
].join(',')

/**
 * What each traced event is, by its name (the DevTools timeline's events and Blink's own, which
 * nest inside them); the first rule that matches wins, and what none matches is 'other' (mostly
 * the scheduler's frames around tasks and the messages between processes).
 */
const kindRules = [
  ['text shaping', /ShapeText|HarfBuzz|Shaper/],
  ['parse HTML', /ParseHTML|HTMLDocumentParser|HTMLTokenizer|HTMLTreeBuilder/],
  ['style', /Style|ParseAuthorStyleSheet|CSS|Selector/],
  ['layout', /Layout|LayoutBlock|LayoutNG|performLayout|UpdateLayer$/],
  ['paint', /Paint|Raster|Layerize|Commit$|UpdateLayerTree|Decode|Image/],
  ['gc', /GC|Garbage|Sweep|Marking/],
  [
    'script',
    /EvaluateScript|v8\.|V8\.|FunctionCall|TimerFire|EventDispatch|Microtask|compile|Compile/,
  ],
  ['loading', /Resource|Loader|Navigation|URLLoader|Preload/],
]
const kindOrder = [
  'parse HTML',
  'style',
  'layout',
  'text shaping',
  'paint',
  'script',
  'gc',
  'loading',
  'other',
]
const kindOf = (name) => kindRules.find(([, rule]) => rule.test(name))?.[0] ?? 'other'

/**
 * A thread's events as spans with a duration: Chromium writes some as one complete event ('X'),
 * others as a begin ('B') and an end ('E').
 */
function spansOf(events) {
  const spans = []
  const open = []
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && event.dur !== undefined) spans.push(event)
    else if (event.ph === 'B') open.push(event)
    else if (event.ph === 'E') {
      const index = open.findLastIndex((begun) => !event.name || begun.name === event.name)
      if (index === -1) continue
      const [begun] = open.splice(index, 1)
      spans.push({ ...begun, ph: 'X', dur: event.ts - begun.ts })
    }
  }
  return spans
}

/**
 * The main thread's own time per kind of work between `from` and `to` (µs on the trace's clock):
 * each span's duration less its children's. `others`, when given, collects the own time of each
 * event name counted as 'other'.
 * @param {Map<string, number>} [others]
 */
function mainThreadTime(events, from, to, others) {
  const spans = spansOf(events)
    .filter((event) => event.ts >= from && event.ts <= to)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const totals = Object.fromEntries(kindOrder.map((kind) => [kind, 0]))
  /** @type {{ end: number, kind: string, name: string, self: number }[]} */
  const stack = []
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop()
      const own = Math.max(0, done.self)
      totals[done.kind] += own
      if (others && done.kind === 'other') others.set(done.name, (others.get(done.name) ?? 0) + own)
    }
  }
  for (const event of spans) {
    close(event.ts)
    const parent = stack.at(-1)
    if (parent) parent.self -= event.dur
    stack.push({
      end: event.ts + event.dur,
      kind: kindOf(event.name),
      name: event.name,
      self: event.dur,
    })
  }
  close(Number.POSITIVE_INFINITY)
  return Object.fromEntries(kindOrder.map((kind) => [kind, Math.round(totals[kind] / 1000)]))
}

/** The renderer's main thread of the traced page: the one that parsed its HTML. */
function mainThreadOf(events, url) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url),
  )
  if (!parse) throw new Error(`no HTML of ${url} was parsed in the trace`)
  return events.filter((event) => event.pid === parse.pid && event.tid === parse.tid)
}

/**
 * When the page's fonts were asked for and had arrived, and how often and how long the page was
 * laid out before its first contentful paint and before its load: a page laid out in a fallback
 * font and again in its own shows as a second full layout after the fonts arrive.
 */
function fontsAndLayouts(events, main, start, fcp, load) {
  const urls = new Map()
  for (const event of events) {
    if (event.name === 'ResourceSendRequest' && event.args?.data?.url) {
      urls.set(event.args.data.requestId, { url: event.args.data.url, at: event.ts })
    }
  }
  const fonts = [...urls].filter(([, { url }]) => /\.woff2(\?|$)/.test(url))
  const arrived = events
    .filter((event) => event.name === 'ResourceFinish')
    .filter((event) => fonts.some(([id]) => id === event.args?.data?.requestId))
    .map((event) => event.ts)
  const ms = (ts) => (ts === undefined ? null : Math.round((ts - start) / 1000))
  const layouts = (until) =>
    main.filter((event) => event.name === 'Layout' && event.ts >= start && event.ts <= until)
  const beforePaint = fcp ? layouts(fcp) : []
  const beforeLoad = layouts(load)
  return {
    fontsAskedMs: ms(fonts.length ? Math.min(...fonts.map(([, { at }]) => at)) : undefined),
    fontsInMs: ms(arrived.length ? Math.max(...arrived) : undefined),
    firstLayoutMs: ms(beforeLoad[0]?.ts),
    layoutsBeforePaint: beforePaint.length,
    layoutsBeforeLoad: beforeLoad.length,
    layoutMsBeforePaint: Math.round(
      beforePaint.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    ),
  }
}

/** The page's size as the browser holds it, before and after its scripts ran. */
const documentSize = `(() => {
  const payload = [...document.scripts]
    .filter((script) => !script.src && script.textContent.includes('self.__next_f'))
    .reduce((sum, script) => sum + script.textContent.length, 0)
  return {
    elements: document.getElementsByTagName('*').length,
    svgs: document.getElementsByTagName('svg').length,
    payloadChars: payload,
  }
})()`

/** What the 'other' time until the load was, by event name, over every load (µs). */
const others = new Map()

/** One traced load of `url` on the phone. */
async function traceOne(browser, url, scripts) {
  const context = await phoneContext(browser, scripts)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await throttle(cdp)
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: categories.split(','),
        recordMode: 'recordAsMuchAsPossible',
      },
      transferMode: 'ReportEvents',
    })
    let htmlBytes = 0
    page.on('response', async (response) => {
      if (response.url() === url) htmlBytes = (await response.body().catch(() => '')).length
    })
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 })
    await page.waitForTimeout(afterLoadMs)
    const size = await page.evaluate(documentSize)
    await cdp.send('Tracing.end')
    await complete

    const main = mainThreadOf(events, url)
    const navigation = main.find((event) => event.name === 'ParseHTML')?.ts ?? main[0].ts
    const start =
      events.find(
        (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
      )?.ts ?? navigation
    const mark = (name) => events.find((event) => event.name === name && event.ts >= start)?.ts
    const fcp = mark('firstContentfulPaint')
    const load = mark('loadEventEnd') ?? mark('MarkLoad')
    const end = (load ?? navigation) + afterLoadMs * 1000
    const tasks = main.filter(
      (event) => event.name === 'RunTask' && event.ts >= start && event.ts <= end && event.dur,
    )
    const long = tasks.filter((task) => task.dur > longTaskMs * 1000)
    return {
      ...fontsAndLayouts(events, main, start, fcp, load ?? end),
      fcpMs: fcp ? Math.round((fcp - start) / 1000) : null,
      loadMs: load ? Math.round((load - start) / 1000) : null,
      untilLoad: mainThreadTime(main, start, load ?? end, others),
      afterLoad: mainThreadTime(main, load ?? end, end),
      longTasks: long.length,
      longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.dur)) / 1000),
      htmlKB: Math.round(htmlBytes / 1024),
      ...size,
    }
  } finally {
    await context.close()
  }
}

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)
const server = await startServer({ port })
const browser = await launchChromium()
const campaign = await ensureCampaignPage(server.url)
const pages = ['/', campaign, '/register', '/articles']
const samples = new Map()
try {
  for (let round = 0; round <= rounds; round += 1) {
    for (const pagePath of pages) {
      for (const scripts of [true, false]) {
        const run = await traceOne(browser, `${server.url}${pagePath}`, scripts)
        if (round === 0) continue
        const key = `${pagePath}|${scripts ? 'scripts' : 'no scripts'}`
        samples.set(key, [...(samples.get(key) ?? []), run])
      }
    }
    console.log(round === 0 ? 'warm-up done' : `round ${round} of ${rounds} traced`)
  }
} finally {
  await browser.close()
  server.stop()
  await server.exited
}

const med = (runs, pick) => {
  const values = runs.map(pick).filter((value) => value !== null && value !== undefined)
  return values.length ? median(values) : null
}
console.log(
  `\nThe main thread on the slow phone (390 px, 4× CPU, 150 ms / 1.6 Mbit/s), medians of ${rounds} interleaved rounds after a warm-up, in ms on the page's clock:`,
)
console.table(
  [...samples].map(([key, runs]) => {
    const [page, variant] = key.split('|')
    return {
      page,
      variant,
      FCP: med(runs, (run) => run.fcpMs),
      load: med(runs, (run) => run.loadMs),
      'long tasks': med(runs, (run) => run.longTasks),
      longest: med(runs, (run) => run.longestMs),
      'HTML KB': med(runs, (run) => run.htmlKB),
      elements: med(runs, (run) => run.elements),
      SVGs: med(runs, (run) => run.svgs),
      'payload KB': Math.round(med(runs, (run) => run.payloadChars) / 1024),
    }
  }),
)
console.log(
  "\nFonts and layouts, ms on the page's clock (medians): when the first font was asked for and the last had arrived, the first layout, and the layouts before the first contentful paint and before the load:",
)
console.table(
  [...samples].map(([key, runs]) => {
    const [page, variant] = key.split('|')
    return {
      page,
      variant,
      'fonts asked': med(runs, (run) => run.fontsAskedMs),
      'fonts in': med(runs, (run) => run.fontsInMs),
      'first layout': med(runs, (run) => run.firstLayoutMs),
      FCP: med(runs, (run) => run.fcpMs),
      'layouts to FCP': med(runs, (run) => run.layoutsBeforePaint),
      'their ms': med(runs, (run) => run.layoutMsBeforePaint),
      'layouts to load': med(runs, (run) => run.layoutsBeforeLoad),
    }
  }),
)
for (const [label, part] of [
  ['until the load event', 'untilLoad'],
  [`in the ${afterLoadMs / 1000} s after it`, 'afterLoad'],
]) {
  console.log(`\nThe main thread's own time ${label}, by what it did (ms, medians):`)
  console.table(
    [...samples].map(([key, runs]) => {
      const [page, variant] = key.split('|')
      return {
        page,
        variant,
        ...Object.fromEntries(kindOrder.map((kind) => [kind, med(runs, (run) => run[part][kind])])),
      }
    }),
  )
}

const otherNames = [...others]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`)
console.log(
  `\n'other' until the load, by event, summed over every traced load: ${otherNames.join(', ')}`,
)
