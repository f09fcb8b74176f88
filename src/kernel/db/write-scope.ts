import { AsyncLocalStorage } from 'node:async_hooks'

import { provide, shared } from '@/kernel/runtime.mjs'

/**
 * One unit of work on the database: a REST request, an admin action, a job run. On SQLite every
 * write of this process takes its turn on one writer connection (`durable-sqlite.ts`), and a
 * transaction keeps that turn until it ends. Payload's operations sometimes write beside the
 * transaction they opened themselves (forgot-password reserves the request outside it; the
 * import-export plugin queues its job without the request), and such a write would wait for a
 * turn that its own unit of work holds. Inside a scope, the writer knows which transaction is its
 * unit's own and runs those writes in it.
 */
export type WriteScope = {
  /** The writer transaction this unit of work holds, while it is open. */
  holding: unknown
  /** A job run: work that gives way to requests between its statements (yieldIfBackground). */
  background?: boolean
}

/** One storage for every server bundle (the route handlers and the database share it). */
const storage = shared('writeScope', () => new AsyncLocalStorage<WriteScope>())

/** Runs `work` as one unit of work (a nested call joins the unit it is already in). */
export function inWriteScope<T>(work: () => T): T {
  return storage.getStore() ? work() : storage.run({ holding: null }, work)
}

export function currentWriteScope(): WriteScope | undefined {
  return storage.getStore()
}

/**
 * Runs a job run as background work: its own unit of work (joining what its caller holds), whose
 * database statements give way to requests every few milliseconds (yieldIfBackground).
 */
function inBackground<T>(work: () => T): T {
  const outer = storage.getStore()
  return storage.run({ holding: outer?.holding ?? null, background: true }, work)
}

/** How long background work runs before it gives way to requests again. */
const sliceMs = 8

/**
 * In a job run that has worked for `sliceMs` since it last gave way, a promise that resolves on
 * the event loop's next turn: the statement after it waits while the requests that arrived
 * meanwhile are served. SQLite's driver answers each statement synchronously, so without it a
 * job's statements and code ran back to back as one task, and a batch of notifications held every
 * page request for as long as it took (a backlog of 3,000 took the p99 of `/` from 0.12 s to 3.7 s,
 * `npm run bench:drain`). Yielding before every statement instead let a busy site starve the jobs
 * (10 of 3,000 sent in 8 s of load); slices share the process between them. Undefined elsewhere:
 * requests never wait.
 */
export function yieldIfBackground(): Promise<void> | undefined {
  if (!storage.getStore()?.background) return undefined
  const now = performance.now()
  const since = shared('backgroundSince', () => now)
  if (now - since < sliceMs) return undefined
  return new Promise((resolve) =>
    setImmediate(() => {
      provide('backgroundSince', performance.now())
      resolve()
    }),
  )
}

/** Payload's Local API calls that may open a write transaction. */
const writingOperations = [
  'create',
  'update',
  'delete',
  'duplicate',
  'restoreVersion',
  'updateGlobal',
  'restoreGlobalVersion',
  'login',
  'forgotPassword',
  'resetPassword',
  'unlock',
  'verifyEmail',
] as const
const jobOperations = [
  'queue',
  'run',
  'runByID',
  'handleSchedules',
  'cancel',
  'cancelByID',
] as const

type Callable = (...args: unknown[]) => unknown

function wrapMethod(target: Record<string, unknown>, name: string, owner: string) {
  const original = target[name]
  if (typeof original !== 'function') {
    throw new Error(
      `Payload's Local API has no ${owner}${name}() (checked against payload 3.90.2): ` +
        'review src/kernel/db/write-scope.ts.',
    )
  }
  const scope = backgroundOperations.has(name) ? inBackground : inWriteScope
  target[name] = (...args: unknown[]) => scope(() => (original as Callable).apply(target, args))
}

/** The job operations that run jobs: background work (inBackground). */
const backgroundOperations = new Set(['run', 'runByID'])

/**
 * Makes every writing Local API call one unit of work, whoever makes it (our code, the jobs
 * runner, plugins' hooks): a call inside a request joins the request's unit. Called once per
 * Payload instance, from its onInit.
 */
export function localApiAsUnitsOfWork(payload: object): void {
  const api = payload as Record<string, unknown>
  for (const name of writingOperations) wrapMethod(api, name, 'payload.')
  const jobs = api.jobs as Record<string, unknown>
  for (const name of jobOperations) wrapMethod(jobs, name, 'payload.jobs.')
  // Payload runs a batch's jobs at once (Promise.all) inside the caller's one unit of work, so
  // one job's write would join another job's open transaction (and, on SQLite, begin a second
  // transaction on the writer beside it). One after another, each job's writes are its own;
  // several runners (instances) still run jobs side by side, each claiming its own.
  const run = jobs.run as (args?: Record<string, unknown>) => unknown
  jobs.run = (args: Record<string, unknown> = {}) => run({ sequential: true, ...args })
}
