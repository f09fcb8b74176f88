// Next's page cache (ISR) with two rules added: a not-found page is never kept, and a page's HTML
// loads Next's scripts after its first paint (defer-scripts.mjs). Loaded by Next itself
// (next.config.ts `cacheHandler`), so it is plain JavaScript.
//
// An article's address carries its slug, and anyone can ask for any slug. Next would keep each
// unknown slug's 404 as files of its own (and in memory) for the revalidation period, so a loop of
// random slugs would fill the disk. The 404 costs no query to render again (the article list it
// checks comes from the data cache), so not keeping it is the cheap side. Pages with content are
// cached exactly as before: everything else is Next's own file-system cache.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { deferScripts } from './defer-scripts.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** Entries whose HTML is already rewritten (the memory cache hands out the same object). */
const rewritten = new WeakSet()

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const value = entry?.value
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !rewritten.has(value)) {
      value.html = deferScripts(value.html)
      rewritten.add(value)
    }
    return entry
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}

/** A rendered page (app or pages router) whose status is 404. */
export function isNotFoundPage(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404
}
