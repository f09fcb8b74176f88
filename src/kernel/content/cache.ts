import { revalidateTag } from 'next/cache'

import { provided } from '@/kernel/runtime.mjs'

/**
 * The cache tags of the site's content, one per document the pages read. Every read tags its data
 * with its document's tag; publishing a change expires that tag, so exactly the pages that show
 * the changed data render again on their next request (a price: the home page, campaign pages
 * with a pricing block, /register; a contact detail: every page).
 */
export const contentTags = {
  home: 'home-page',
  pricing: 'pricing',
  site: 'site-settings',
  privacy: 'privacy-notice',
  register: 'register-page',
  pages: 'pages',
  experiments: 'experiments',
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]

/** Time for a job's transaction to commit after its hook expired the tags. */
const afterCommitMs = 2_000

/**
 * Expires cache tags now, on this instance and (with the shared cache) every other one.
 *
 * Two ways, both taken: Next's revalidateTag, which inside a request expires the tags once the
 * response is done (after the change is committed); and the page cache handler directly, now and
 * once more 2 s later. The second is what works outside a request: Payload's job runner (a
 * publication at its scheduled minute) runs in an async context that still carries the store of
 * the request during which Payload started, so revalidateTag there succeeds and does nothing
 * (seen: the scheduled price stayed off the cached pages). The first expiry may come before the
 * job's transaction commits, and a visitor's render in between would keep the old content; the
 * second, after it, clears that.
 */
export async function expireCacheTags(
  tags: string[],
  log: (message: string) => void = () => {},
): Promise<void> {
  let inRequest = true
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    inRequest = false
  }
  // Provided by the page cache handler (kernel/server/page-cache-handler.mjs) when the server loads it.
  const expire = provided('expireTags')
  if (!expire) {
    if (!inRequest) log(`[cache] no page cache in this process to expire ${tags.join(', ')}`)
    return
  }
  await expire(tags)
  setTimeout(() => void expire(tags).catch((error) => log(String(error))), afterCommitMs).unref()
}

/**
 * The status a saved document or global now has, as an afterChange hook sees it. A restore hands
 * the hooks the stored version row ({ version: { _status } }, Payload 3.90), whose own `_status`
 * is only the field's default ('draft'); the restored status is the version's.
 */
export function savedStatus(doc: unknown): string | undefined {
  const row = doc as { _status?: string | null; version?: { _status?: string | null } } | null
  return (row?.version?._status ?? row?._status) || undefined
}
