// Which variant of a campaign page under an A/B test a request is shown, chosen by the production
// server (scripts/serve.mjs) per view, at random, half each: no cookie, no stored identifier, so a
// visitor who comes back may see the other one (the test counts views, not people). The app keeps
// the running tests in memory (features/experiments/registry.ts) and provides their lookup in the
// runtime registry (src/kernel/runtime.mjs), as this file runs outside Next's bundles. Plain
// JavaScript for the same reason.
import { randomInt } from 'node:crypto'

import { provided } from '../../kernel/runtime.mjs'

export { experimentHeader } from '../../kernel/attribution/experiment-label.mjs'

/**
 * `<test id>:a` or `<test id>:b` for a GET or HEAD of a campaign page under a running test, else
 * undefined.
 * @param {string | undefined} method
 * @param {string} url the request line's path and query
 * @param {((slug: string) => number | undefined) | undefined} [lookup]
 * @param {() => number} [coin] 0 or 1
 */
export function experimentFor(
  method,
  url,
  lookup = provided('experiments')?.lookup,
  coin = () => randomInt(2),
) {
  if (!lookup || (method !== 'GET' && method !== 'HEAD') || !url.startsWith('/lp/')) {
    return undefined
  }
  const queryAt = url.indexOf('?')
  const rest = (queryAt === -1 ? url : url.slice(0, queryAt)).slice('/lp/'.length)
  if (!rest || rest.includes('/')) return undefined
  let slug
  try {
    slug = decodeURIComponent(rest)
  } catch {
    return undefined
  }
  const id = lookup(slug)
  return id === undefined ? undefined : `${id}:${coin() === 0 ? 'a' : 'b'}`
}
