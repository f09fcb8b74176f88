import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * One unit of work on the database: a REST request, an admin action, a job run. On SQLite every
 * write of this process takes its turn on one writer connection (`durable-sqlite.ts`), and a
 * transaction keeps that turn until it ends. Payload's operations sometimes write beside the
 * transaction they opened themselves (forgot-password reserves the request outside it; the
 * import-export plugin queues its job without the request), and such a write would wait for a
 * turn that its own unit of work holds. Inside a scope, the writer knows which transaction is its
 * unit's own and runs those writes in it.
 */
type WriteScope = {
  /** The writer transaction this unit of work holds, while it is open. */
  holding: unknown
}

/** One storage for every server bundle (the route handlers and the database share it). */
const shared = globalThis as typeof globalThis & {
  __clinicPlusWriteScope?: AsyncLocalStorage<WriteScope>
}
const storage = (shared.__clinicPlusWriteScope ??= new AsyncLocalStorage<WriteScope>())

/** Runs `work` as one unit of work (a nested call joins the unit it is already in). */
export function inWriteScope<T>(work: () => T): T {
  return storage.getStore() ? work() : storage.run({ holding: null }, work)
}

export function currentWriteScope(): WriteScope | undefined {
  return storage.getStore()
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
        'review src/lib/db/write-scope.ts.',
    )
  }
  target[name] = (...args: unknown[]) =>
    inWriteScope(() => (original as Callable).apply(target, args))
}

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
