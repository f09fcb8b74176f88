// The page views this process counted and has not stored yet: one number per distinct view
// (features/insights/views/page-view.mjs), added to in memory as pages are served (a map update, nothing that
// delays a reply) and written to the database every couple of seconds in one batch, by the app's
// store (features/insights/views/store.ts, provided in the runtime registry when Payload starts: this file runs
// in the production server, outside Next's bundles). Each batch adds to the stored counts in one
// statement per row (`views = views + n`), so instances and batches never overwrite each other.
// A batch that could not be stored is kept for the next; the server flushes once more as it
// stops. One counter per process, in the runtime registry (src/kernel/runtime.mjs).

import { provide, provided, shared } from '../../../kernel/runtime.mjs'
import { viewKeyOf } from './page-view.mjs'

/** Distinct views held at most while the database cannot take them (a long outage). */
const maxHeld = 50_000

/**
 * @typedef {import('./page-view.mjs').PageView & { views: number }} CountedView
 * @typedef {(views: CountedView[]) => Promise<void>} ViewStore
 */

/**
 * A counter that hands its batches to `store` (by default the app's, looked up at each flush).
 * @param {{ store?: () => ViewStore | undefined, flushEveryMs?: number }} [options]
 */
export function createViewCounter({
  store = () => provided('storeViews'),
  flushEveryMs = 2_000,
} = {}) {
  /** @type {Map<string, CountedView>} */
  let pending = new Map()
  let flushing = Promise.resolve()
  let timer

  const add = (view, views) => {
    const key = viewKeyOf(view)
    const held = pending.get(key)
    if (held) held.views += views
    else if (pending.size < maxHeld) pending.set(key, { ...view, views })
  }

  async function flushOnce() {
    const write = store()
    if (!write || pending.size === 0) return 0
    const batch = pending
    pending = new Map()
    try {
      await write([...batch.values()])
      return [...batch.values()].reduce((sum, view) => sum + view.views, 0)
    } catch (error) {
      for (const view of batch.values()) add(view, view.views)
      throw error
    }
  }

  return {
    /** Counts one view. @param {import('./page-view.mjs').PageView} view */
    note(view) {
      add(view, 1)
      if (!timer && flushEveryMs > 0) {
        timer = setInterval(() => {
          this.flush().catch((error) => console.error('[views] could not store the counts', error))
        }, flushEveryMs)
        timer.unref?.()
      }
    },
    /** Stores what was counted; one flush at a time. Resolves with how many views it stored. */
    flush() {
      const next = flushing.then(flushOnce, flushOnce)
      flushing = next.then(
        () => undefined,
        () => undefined,
      )
      return next
    },
    /** How many views are counted and not stored yet. */
    get pending() {
      return [...pending.values()].reduce((sum, view) => sum + view.views, 0)
    },
  }
}

/** This process's counter (created on first use). */
export function viewCounter() {
  return shared('viewCounter', () => createViewCounter())
}

/** @typedef {ReturnType<typeof createViewCounter>} ViewCounter */

/**
 * Registers the app's store, which the counter calls with each batch.
 * @param {ViewStore} store
 */
export function registerViewStore(store) {
  provide('storeViews', store)
}
