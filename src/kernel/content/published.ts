import type { Payload } from 'payload'

import { initialCookiePolicy } from '@/kernel/consent/policy'
import { provide, provided } from '@/kernel/runtime.mjs'
import type { Pricing, PrivacyNotice } from '@/payload-types'

/**
 * What the server's endpoints read from the published content when they store a record (not
 * through Next's cache, which belongs to the pages): the prices a registration is valued at and
 * the notice version a lead, a registration or a cookie choice was made under.
 */

/** The published prices (one query; a registration is valued at the prices of its minute). */
export async function publishedPricing(payload: Payload): Promise<Pricing> {
  return (await payload.findGlobal({
    slug: 'pricing',
    depth: 0,
    draft: false,
    overrideAccess: true,
  })) as Pricing
}

export type NoticeVersions = { notice: string; cookie: string; cookieRevision: number }

/**
 * How long an instance keeps the versions it read: leads arrive in bursts and each would
 * otherwise cost a query. Publishing on this instance forgets them at once; another instance
 * sees the new version within this time, which a visitor with the page open saw anyway.
 */
const noticeVersionsTtlMs = 5_000

/** The published privacy notice's versions. */
export async function noticeVersions(payload: Payload, now = Date.now()): Promise<NoticeVersions> {
  const held = provided('noticeVersions')
  if (held && now - held.readAt < noticeVersionsTtlMs) return held.versions
  const notice = (await payload.findGlobal({
    slug: 'privacy-notice',
    depth: 0,
    draft: false,
    overrideAccess: true,
    select: { noticeVersion: true, cookieVersion: true, cookieRevision: true },
  })) as Pick<PrivacyNotice, 'noticeVersion' | 'cookieVersion' | 'cookieRevision'>
  const versions = {
    notice: notice.noticeVersion ?? initialCookiePolicy.version,
    cookie: notice.cookieVersion ?? initialCookiePolicy.version,
    cookieRevision: notice.cookieRevision ?? initialCookiePolicy.revision,
  }
  provide('noticeVersions', { versions, readAt: now })
  return versions
}

/** After a publication on this instance: the next record reads the new versions. */
export function forgetNoticeVersions(): void {
  provide('noticeVersions', undefined)
}
