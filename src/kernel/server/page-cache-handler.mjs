// Next's page cache (ISR) and data cache with two rules added: a not-found page is never kept,
// and a page's HTML loads Next's scripts after its first paint (defer-scripts.mjs). Loaded by
// Next itself (next.config.ts `cacheHandler`), so it is plain JavaScript.
//
// An article's address carries its slug, and anyone can ask for any slug. Next would keep each
// unknown slug's 404 as files of its own (and in memory) for the revalidation period, so a loop of
// random slugs would fill the disk. The 404 costs no query to render again (the article list it
// checks comes from the data cache), so not keeping it is the cheap side. Pages with content are
// cached exactly as before.
//
// One instance keeps Next's own file-system cache. With REDIS_URL, every instance shares the
// entries and the tags' expiries through Redis (shared-page-cache.mjs), so a publication through
// one instance shows on all of them.
//
// Next's file-system cache is not a public module: this subclasses the one of next 16.4.6, and
// tests/unit/framework-internals.test.ts fails when its constructor, get, set or revalidateTag
// change shape.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { provide } from '../runtime.mjs'
import { deferScripts } from './defer-scripts.mjs'
import { withSharedCache } from './shared-page-cache.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** Entries whose HTML is already rewritten (the memory cache hands out the same object). */
const rewritten = new WeakSet()

export class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    return this.prepare(await super.get(key, ctx))
  }

  async set(key, data, ctx) {
    if (this.isKeptOut(data)) return
    this.prepare({ value: data })
    return super.set(key, data, ctx)
  }

  /**
   * A page's HTML as it is served: scripts after the first paint. Applied on the way in as well:
   * the page Next has just rendered is stored through set() and then sent from the same object,
   * so the first request after a page expired gets the rewritten HTML too.
   */
  prepare(entry) {
    const value = entry?.value
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !rewritten.has(value)) {
      value.html = deferScripts(value.html)
      rewritten.add(value)
    }
    return entry
  }

  isKeptOut(data) {
    return isNotFoundPage(data)
  }
}

/** A rendered page (app or pages router) whose status is 404. */
function isNotFoundPage(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404
}

// The build prerenders into its own files; only running servers share through Redis.
const redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? '' : process.env.REDIS_URL
const Handler = redisUrl ? withSharedCache(PageCacheHandler, redisUrl) : PageCacheHandler

/**
 * Expires tags outside a request (a publication run by the job runner at its scheduled minute),
 * where Next's revalidateTag cannot reach the cache: straight through the handler, on this
 * instance and, with Redis, on every other one (src/kernel/content/cache.ts calls it).
 */
provide('expireTags', async (tags) => {
  await new Handler({}).revalidateTag(tags, { expire: 0 })
})

export default Handler
