// The permanent redirects of the `redirects` collection, answered by the production server
// (scripts/serve.mjs) before Next sees the request: the app keeps the table in memory
// (src/features/site-content/redirects.ts) and provides its lookup in the runtime registry
// (src/kernel/runtime.mjs), as this file runs outside Next's bundle. Plain JavaScript for the
// same reason.

import { provided } from '../../kernel/runtime.mjs'

/**
 * The Location of a permanent redirect for a GET or HEAD of `url` (path and query, as the request
 * line has it), or undefined. A visitor's query string (a campaign's utm_* tags) travels on to
 * a target that has none of its own.
 */
export function redirectLocation(method, url, lookup = provided('redirects')?.lookup) {
  if (!lookup || (method !== 'GET' && method !== 'HEAD')) return undefined
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const search = queryAt === -1 ? '' : url.slice(queryAt)
  const target = lookup(pathname, search)
  if (!target) return undefined
  const withQuery = target.includes('?') || !search ? target : `${target}${search}`
  // Thai slugs leave as percent-encoding: a header is ASCII.
  const absolute = new URL(withQuery, 'http://site.invalid')
  return absolute.origin === 'http://site.invalid'
    ? `${absolute.pathname}${absolute.search}`
    : absolute.href
}
