import type { Payload } from 'payload'

import { releaseJobs, stillProcessing } from '@/kernel/db/job-rows'
import { shared } from '@/kernel/runtime.mjs'

/**
 * This process's part in a graceful stop: once it begins, no job run starts here (the scheduled
 * runner, the idle runner after leads, the worker), the runs under way are waited for, and the
 * jobs this process claimed but could not finish in time are released for another runner rather
 * than left marked as processing. In the runtime registry (src/kernel/runtime.mjs): Next's server
 * bundles, the instrumentation hook and the job-claim wrapper each load their own copy of this
 * module.
 */
export type Lifecycle = {
  stopping: boolean
  /**
   * Jobs this process claimed (kernel/db/job-claims.ts) and has not yet let go of, by id, with when
   * it claimed them.
   */
  claimed: Map<number | string, number>
  /** Job runs under way that this process started itself. */
  runs: Set<Promise<unknown>>
  /**
   * What cancels each piece of background work's timer (the idle job runner, the redirect and
   * A/B tables' refresh), registered with cancelOnStop.
   */
  background: Set<() => void>
  /** When this process's job runner last looked at the queue (noteRunnerTick), epoch ms. */
  lastTick?: number
}

function lifecycle(): Lifecycle {
  return shared('lifecycle', () => ({
    stopping: false,
    claimed: new Map(),
    runs: new Set(),
    background: new Set(),
  }))
}

export const isStopping = () => lifecycle().stopping

/**
 * Called by the job runner each time it looks at the queue (Payload's scheduled runner every
 * 15 s, the worker every half second), whether or not it runs anything then: the readiness check
 * (features/operations/health.ts) finds a runner that stopped looking.
 */
export function noteRunnerTick(now = Date.now()): void {
  lifecycle().lastTick = now
}

/** When this process's job runner last looked at the queue, if it has. */
export const lastRunnerTick = (): number | undefined => lifecycle().lastTick

/** From now on no job run starts here, and no background timer fires. */
export function beginStop(): void {
  const state = lifecycle()
  state.stopping = true
  const cancels = [...state.background]
  state.background.clear()
  for (const cancel of cancels) cancel()
}

/**
 * Registers what cancels a piece of background work's timer: a stop calls it, so a stopping
 * process starts nothing new on a database about to close (or, in a test runner that runs files
 * one after another in one process, on the next file's). Returns what unregisters it.
 */
export function cancelOnStop(cancel: () => void): () => void {
  const state = lifecycle()
  if (state.stopping) {
    cancel()
    return () => undefined
  }
  state.background.add(cancel)
  return () => state.background.delete(cancel)
}

/** Resolves when the job runs this process has under way have ended (however they ended). */
export async function runsEnded(): Promise<void> {
  const { runs } = lifecycle()
  while (runs.size > 0) await Promise.allSettled([...runs])
}

/** A claim older than this is no run of ours any more (the longest job, a backup, is bounded). */
const claimHorizonMs = 3 * 3_600_000

export function noteClaimed(ids: (number | string)[], now = Date.now()): void {
  const { claimed } = lifecycle()
  for (const [id, at] of claimed) if (now - at > claimHorizonMs) claimed.delete(id)
  for (const id of ids) claimed.set(id, now)
}

/**
 * The runner let go of these jobs (it marked them as no longer processing: done, failed or put
 * back): a graceful stop no longer waits for them, nor releases them should another runner have
 * taken them up since.
 */
export function noteReleased(ids: (number | string)[]): void {
  const { claimed } = lifecycle()
  for (const id of ids) claimed.delete(id)
}

/** How many jobs this process holds now (for tests). */
export const claimedCount = () => lifecycle().claimed.size

/** Runs `work` as a job run of this process, waited for by a graceful stop. */
export async function trackedRun<T>(work: () => Promise<T>): Promise<T> {
  const run = work()
  const { runs } = lifecycle()
  runs.add(run)
  try {
    return await run
  } finally {
    runs.delete(run)
  }
}

/** Of the jobs this process claimed, those still marked as processing. */
async function stillClaimed(payload: Payload): Promise<(number | string)[]> {
  const ids = [...lifecycle().claimed.keys()]
  if (ids.length === 0) return []
  const open = await stillProcessing(payload, ids)
  // Finished ones need no more watching.
  for (const id of ids) if (!open.includes(id)) lifecycle().claimed.delete(id)
  return open
}

/**
 * Stops starting job runs, waits up to `deadlineMs` for the runs under way (this process's own,
 * and the scheduled runner's jobs it claimed) to finish, then releases what is still claimed.
 * Returns how many jobs were released.
 */
export async function stopJobs(payload: Payload, deadlineMs = 10_000): Promise<number> {
  beginStop()
  const until = Date.now() + deadlineMs
  const { runs } = lifecycle()
  while (Date.now() < until) {
    if (runs.size === 0 && (await stillClaimed(payload)).length === 0) return 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const open = await stillClaimed(payload)
  if (open.length === 0) return 0
  await releaseJobs(payload, open)
  for (const id of open) lifecycle().claimed.delete(id)
  return open.length
}
