// What this process shares across module copies: the one runtime registry.
//
// A Node process running the site loads some modules more than once. The production server
// (scripts/serve.mjs) imports plain JavaScript from src/kernel and src/features outside Next; Next's server bundles
// (route handlers, pages, the instrumentation hook, the page cache handler) each carry their own
// copy of what they import. Anything those copies must share (the view counter the server adds to
// and the app stores, the A/B pick and redirect table the app loads and the server consults, the
// graceful stop the app offers and the server calls, one metrics registry, one database write
// scope) lives here, under one symbol on globalThis, by a name listed in `RuntimeSlots` below. No
// other module keeps state on globalThis.
//
// The registry also records which server wrapper runs the process (`server`): the app refuses to
// serve in production under another one (`requireServerWrapper`), since view counting, A/B picks,
// redirects and the graceful stop would then silently not happen. Plain JavaScript, as
// scripts/serve.mjs imports it without a build.

const registryKey = Symbol.for('clinic-plus.runtime')

/**
 * Every slot, with who fills it and who reads it.
 *
 * @typedef {object} RuntimeSlots
 * @property {{ name: string; startedAt: number }} server The server wrapper running this process
 *   (scripts/serve.mjs), set before Next loads; read by the instrumentation hook.
 * @property {import('./server/metrics.mjs').Metrics} metrics The Prometheus registry: the server
 *   records request durations, the app the rest (kernel/server/metrics.mjs).
 * @property {import('@/kernel/server/lifecycle').Lifecycle} lifecycle The graceful stop's state: job
 *   claims and runs under way (kernel/server/lifecycle.ts).
 * @property {(deadlineMs: number) => Promise<number>} stopJobs What the server calls on SIGTERM:
 *   job runs finish or release their claims (set by the instrumentation hook).
 * @property {import('@/features/insights/views/view-counter.mjs').ViewCounter} viewCounter Page views the
 *   server counted and has not stored yet (features/insights/views/view-counter.mjs).
 * @property {import('@/features/insights/views/view-counter.mjs').ViewStore} storeViews Where the counter stores
 *   a batch (set by the instrumentation hook once Payload has started).
 * @property {import('@/features/experiments/registry').ExperimentRegistry} experiments The running A/B
 *   tests the server picks a variant from (features/experiments/registry.ts).
 * @property {import('@/features/site-content/redirects').RedirectRegistry} redirects The permanent
 *   redirects the server answers (features/site-content/redirects.ts).
 * @property {(tags: string[]) => Promise<void>} expireTags Expires cache tags through the page
 *   cache handler, also outside a request (set by kernel/server/page-cache-handler.mjs, called by
 *   kernel/content/cache.ts).
 * @property {import('./server/shared-page-cache.mjs').SharedCacheConnection} sharedCache The
 *   Redis connections of the shared page cache, one pair whatever number of handlers Next creates.
 * @property {boolean} migrationsApplied Whether readiness found every migration applied
 *   (features/operations/health.ts).
 * @property {Map<string, number>} viewedRecently When each record or list was last logged as seen
 *   (features/activity-log/viewed.ts).
 * @property {Promise<unknown>} activityTail The activity log's last append: entries are chained in
 *   order (kernel/activity/log.ts).
 * @property {{ versions: import('./content/published').NoticeVersions; readAt: number }} noticeVersions
 *   The privacy notice's published versions, kept briefly (kernel/content/published.ts).
 * @property {number} lastLeadAt When the last lead or registration arrived; the job runner waits
 *   for a quiet moment (features/notifications/notify.ts).
 * @property {{ roles: import('./access/roles').Role[]; at: number }} twoFactorRoles The roles that
 *   need the second factor, kept briefly (features/staff-accounts/two-factor-policy.ts).
 * @property {import('node:async_hooks').AsyncLocalStorage<import('./db/write-scope').WriteScope>} writeScope
 *   The unit of work each database write belongs to (kernel/db/write-scope.ts).
 * @property {number} backgroundSince When background work last gave way to requests
 *   (kernel/db/write-scope.ts).
 */

/** @returns {Map<keyof RuntimeSlots, unknown>} */
function slots() {
  const holder = /** @type {Record<symbol, Map<keyof RuntimeSlots, unknown> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (holder[registryKey] ??= new Map())
}

/**
 * This process's value of `name`, made by `create` on first use.
 * @template {keyof RuntimeSlots} K
 * @param {K} name
 * @param {() => RuntimeSlots[K]} create
 * @returns {RuntimeSlots[K]}
 */
export function shared(name, create) {
  const all = slots()
  if (!all.has(name)) all.set(name, create())
  return /** @type {RuntimeSlots[K]} */ (all.get(name))
}

/**
 * The value of `name`, if something provided it.
 * @template {keyof RuntimeSlots} K
 * @param {K} name
 * @returns {RuntimeSlots[K] | undefined}
 */
export function provided(name) {
  return /** @type {RuntimeSlots[K] | undefined} */ (slots().get(name))
}

/**
 * Sets `name` (undefined removes it).
 * @template {keyof RuntimeSlots} K
 * @param {K} name
 * @param {RuntimeSlots[K] | undefined} value
 */
export function provide(name, value) {
  if (value === undefined) slots().delete(name)
  else slots().set(name, value)
}

/**
 * Empties the registry. Only for a test runner that runs test files one after another in the same
 * process (tests/helpers/int-setup.ts): each file starts as a new process would. The site never
 * calls it.
 */
export function forgetAll() {
  slots().clear()
}

/**
 * Called by the server wrapper before it loads Next: marks this process as run by it.
 * @param {string} name
 */
export function registerServerWrapper(name) {
  provide('server', { name, startedAt: Date.now() })
}

export const serverWrapperMissing =
  '[clinic-plus] the built site runs only under its own server: start it with `npm start` ' +
  '(scripts/serve.mjs), not `next start` or another wrapper. Under another one, page views are ' +
  'not counted, A/B tests and redirects are not served and a stop does not release the jobs. ' +
  '/ เปิดเว็บไซต์ด้วย npm start เท่านั้น'

/**
 * In a production server (not a build, not `next dev`) that the server wrapper did not
 * register, the refusal to print; otherwise undefined.
 * @param {{ nodeEnv?: string; phase?: string }} [context]
 */
export function serverWrapperProblem({
  nodeEnv = process.env.NODE_ENV,
  phase = process.env.NEXT_PHASE,
} = {}) {
  if (nodeEnv !== 'production' || phase === 'phase-production-build') return undefined
  return provided('server') ? undefined : serverWrapperMissing
}

/**
 * Ends the process with the refusal when `serverWrapperProblem` finds one: a second wrapper gets
 * a clear refusal rather than a site that silently counts nothing. (Thrown from Next's
 * instrumentation hook, the error would leave Next listening and answering every request 500.)
 */
export function requireServerWrapper() {
  const problem = serverWrapperProblem()
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
