// The production server: Next's own request handler on node:http, as `next start` runs it, with
// one step first. `next start` keeps any X-Forwarded-For a client sends (it fills the header only
// when absent), so every per-address limit could be walked around with a made-up header. Here
// each request's forwarding headers are replaced before Next sees them: X-Forwarded-For becomes
// the TCP peer's address, or behind TRUSTED_PROXY_HOPS proxies the hop they recorded
// (src/kernel/server/forwarded-address.mjs), and the app keys its limits on that.
//
// It also answers liveness (GET /api/health/live) itself and the team's permanent redirects
// (src/features/site-content/redirect-answer.mjs), compresses responses, each cached page and built file once per
// version rather than once per request (src/kernel/server/compressed-cache.mjs), and cuts off clients that
// hold a connection without sending their request (src/kernel/server/server-limits.mjs).
//
// It picks the variant of a campaign page under an A/B test for each view (src/features/
// experiments/pick.mjs) and counts the pages it serves to people, without cookies or personal data
// (src/features/insights/views: a counter in memory, stored in batches by the app).
//
// Each request gets an id, sent back in X-Request-ID, and one log line when its reply ends
// (method, path without the query, route group, status, duration: src/kernel/server/log.mjs), and its
// duration is recorded for GET /api/metrics (src/kernel/server/metrics.mjs). In JSON mode (production)
// what anything prints with console becomes a JSON line too.
//
// Run by `npm start` (scripts/start.mjs) and by every test and benchmark server
// (scripts/lib/server.mjs), so the tests exercise what production runs. Expects a build.
import { randomUUID } from 'node:crypto'
import http from 'node:http'

import { provided, registerServerWrapper } from '../src/kernel/runtime.mjs'
import { createResponseCompression } from '../src/kernel/server/compressed-cache.mjs'
import { redirectLocation } from '../src/features/site-content/redirect-answer.mjs'
import {
  addressBucket,
  parseTrustedProxyHops,
  trustForwardingHeaders,
} from '../src/kernel/server/forwarded-address.mjs'
import {
  applyServerLimits,
  serverLimits,
  serverOptions,
} from '../src/kernel/server/server-limits.mjs'
import { createLogger, logFormat, loggedPath, routeConsoleTo } from '../src/kernel/server/log.mjs'
import { metrics, routeGroup, statusClass } from '../src/kernel/server/metrics.mjs'
import { experimentFor, experimentHeader } from '../src/features/experiments/pick.mjs'
import { pageViewOf } from '../src/features/insights/views/page-view.mjs'
import { createViewBudget } from '../src/features/insights/views/view-budget.mjs'
import { viewCounter } from '../src/features/insights/views/view-counter.mjs'
import { loadLocalEnv, projectRoot } from './lib/local-env.mjs'

// libsql asks Node for a diagnostic report to tell glibc from musl when it loads, which happens
// with the first request that reaches the database. With its network section, that report looks
// up the name of every open socket's peer: on a host whose DNS does not answer, 5 s of blocked
// event loop with 50 connections open, measured here (the durability test acknowledged 155 of
// 4,289 leads). We never need those names.
if (process.report) process.report.excludeNetwork = true

// The .env files (TRUSTED_PROXY_HOPS may be there) and the local secret, as `npm start` has them.
loadLocalEnv()
process.env.NODE_ENV ||= 'production'
const logger = createLogger()
if (logFormat() === 'json') routeConsoleTo(logger)

let trustedHops
let limits
try {
  trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
  // Timeouts and a connection cap fit for facing clients directly (src/kernel/server/server-limits.mjs).
  limits = serverLimits()
} catch (error) {
  console.error(`[clinic-plus] ${error.message}`)
  process.exit(1)
}
const port = Number(process.env.PORT || 3000)

// This process is run by the site's own server: the app checks it as it starts
// (src/kernel/runtime.mjs), so that `next start` refuses rather than serving without the above.
registerServerWrapper('scripts/serve.mjs')

// The page cache handler Next will load (the same module): loaded now, it can expire pages from
// the scheduled jobs before the first page request has made Next load it.
await import('../src/kernel/server/page-cache-handler.mjs')
const { default: next } = await import('next')
// No hostname: given one (`next start -H`), Next 16 served the /articles/detail?slug= rewrite by
// fetching the page from itself over HTTP, which failed behind a TLS proxy (13b389a). The system
// test (tests/system/client-address.system.spec.ts) checks that rewrite behind a proxy.
const app = next({ dev: false, dir: projectRoot, port })
await app.prepare()
const handle = app.getRequestHandler()
// Gzip, once per version of a cached page or built file (src/kernel/server/compressed-cache.mjs); Next's
// own per-request compression is off (next.config.ts).
const compression = createResponseCompression()

const { requestDuration } = metrics()
const liveBody = JSON.stringify({ status: 'ok' })
const views = viewCounter()
// One address adds at most the view beacon's allowance to the counts (src/features/insights/views/view-budget.mjs).
const viewsPerAddress = createViewBudget()
// The site's own host (SITE_URL, as src/kernel/env.ts defaults it): a page reached from it began no visit.
const ownHost = new URL(process.env.SITE_URL || 'http://localhost:3000').hostname

/**
 * The A/B variant this request is shown, when it asks for a campaign page under a test: told to
 * the app's proxy in a request header (which rewrites B to the variant's cached page), and kept
 * out of shared caches, which would otherwise serve every visitor the variant they cached first.
 * A client's own header of that name is never passed on.
 */
function chooseExperiment(request, response) {
  delete request.headers[experimentHeader]
  const experiment = experimentFor(request.method, request.url ?? '/')
  if (!experiment) return undefined
  request.headers[experimentHeader] = experiment
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) =>
    setHeader(name, String(name).toLowerCase() === 'cache-control' ? 'private, no-cache' : value)
  return experiment
}

/**
 * Counts the page the reply served a person, once it is sent (src/features/insights/views/page-view.mjs), within
 * the address's allowance. The address is the one trustForwardingHeaders decided on.
 */
function countView(request, response, experiment) {
  response.once('finish', () => {
    const view = pageViewOf({
      method: request.method,
      url: request.url,
      status: response.statusCode,
      contentType: String(response.getHeader('content-type') ?? ''),
      headers: request.headers,
      experiment,
      ownHost,
      now: Date.now(),
    })
    if (!view) return
    const address = addressBucket(
      String(request.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1),
    )
    if (viewsPerAddress.take(address)) views.note(view)
  })
}
// An id a trusted proxy gave the request (letters, digits, `.`, `_`, `:` and `-`), so its log
// and ours can be joined; from anyone else a header is never trusted.
const requestIdPattern = /^[\w.:-]{1,128}$/

/** Notes the request's id on its reply, and logs it and records its duration when it ends. */
function observe(request, response) {
  const started = performance.now()
  const offered = trustedHops ? request.headers['x-request-id'] : undefined
  const requestId =
    typeof offered === 'string' && requestIdPattern.test(offered) ? offered : randomUUID()
  response.setHeader('x-request-id', requestId)
  response.once('close', () => {
    const durationMs = Math.round((performance.now() - started) * 10) / 10
    const path = loggedPath(request.url)
    const group = routeGroup(path)
    const status = response.statusCode
    const method = request.method ?? 'GET'
    requestDuration.observe({ group, method, status: statusClass(status) }, durationMs / 1000)
    const line = { requestId, method, path, group, status, durationMs }
    if (!response.writableFinished) line.aborted = true
    logger.info(line, 'request')
  })
}

const server = http.createServer(serverOptions(limits), async (request, response) => {
  observe(request, response)
  trustForwardingHeaders(request.headers, request.socket.remoteAddress, trustedHops)
  // Liveness (an orchestrator asks every few seconds): the process answers, from here, without
  // Next's routing; src/app/api/health/live answers the same where this server does not run.
  if (
    request.url === '/api/health/live' &&
    (request.method === 'GET' || request.method === 'HEAD')
  ) {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    response.end(request.method === 'HEAD' ? undefined : liveBody)
    return
  }
  // Old addresses the team redirected (the `redirects` collection), before Next routes them.
  const location = redirectLocation(request.method, request.url ?? '/')
  if (location) {
    response.writeHead(301, { location, 'cache-control': 'public, max-age=3600' })
    response.end()
    return
  }
  countView(request, response, chooseExperiment(request, response))
  compression.install(request, response)
  try {
    await handle(request, response)
  } catch (error) {
    // What `next start` does with an error that escapes Next's handler.
    console.error(`Failed to handle request for ${loggedPath(request.url)}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end('Internal Server Error')
  }
})
applyServerLimits(server, limits)
server.on('error', (error) => {
  console.error('[clinic-plus] the server could not start:', error.message)
  process.exit(1)
})
server.listen(port, () => {
  const behind = trustedHops
    ? `behind ${trustedHops} trusted prox${trustedHops === 1 ? 'y' : 'ies'}`
    : 'no trusted proxy: limits key on the TCP peer'
  console.log(`[clinic-plus] ready on http://localhost:${port} (${behind})`)
})

// A graceful stop (SIGTERM, as an orchestrator or a deploy sends it; SIGINT too): the listening
// socket closes at once, idle keep-alive connections are closed, requests in flight get up to
// SHUTDOWN_GRACE_MS to finish (then their connections are cut), a job run under way finishes or
// releases its claim (src/kernel/server/lifecycle.ts, through the hook src/instrumentation.ts provides
// in the runtime registry, src/kernel/runtime.mjs), and the process exits 0 (130 for Ctrl-C).
// SHUTDOWN_GRACE_MS is checked with the rest of the environment (src/kernel/env.ts) at start.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000)
let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    const code = signal === 'SIGINT' ? 130 : 0
    // Nothing may keep the process past this, whatever hangs.
    setTimeout(() => process.exit(code), graceMs + 15_000).unref()
    const requestsDone = new Promise((resolve) => server.close(resolve))
    server.closeIdleConnections()
    // Keep-alive connections that become idle after their last reply are closed too.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
    const stopJobs = provided('stopJobs')
    const jobsDone = stopJobs ? stopJobs(graceMs) : Promise.resolve(0)
    const inTime = await Promise.race([
      requestsDone.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
    ])
    clearInterval(idleSweep)
    if (!inTime) server.closeAllConnections()
    try {
      const released = await jobsDone
      if (released) console.log(`[clinic-plus] released ${released} unfinished jobs`)
      // The views counted since the last batch.
      await views
        .flush()
        .catch((error) => console.error('[views] could not store the counts', error))
      await app.close()
    } catch (error) {
      console.error(error)
    }
    console.log(`[clinic-plus] stopped (${signal})`)
    process.exit(code)
  })
}
