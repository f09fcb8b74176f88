import { roleLabels, roles, type Role } from '@/kernel/access/roles'
import { activityWords } from '@/kernel/activity/kinds'

const count = (value: string | number) => Number(value).toLocaleString('th-TH')
const role = (value: string) =>
  (roles as readonly string[]).includes(value) ? roleLabels[value as Role].th : value

/**
 * An entry's detail as the activity log shows it (features/activity-log/admin/activity-cells): the short codes
 * the writers store (kernel/activity/log.ts keeps them as written, the chain's hashes cover them)
 * in Thai words. `collectionLabel` names a collection by its slug. A detail this does not know is
 * shown as stored; an empty one stays empty.
 */
export function describeActivityDetail(
  kind: string,
  detail: string | null | undefined,
  collectionLabel: (slug: string) => string | undefined,
): string {
  const text = (detail ?? '').trim()
  if (!text) return ''
  const words = activityWords.detail
  switch (kind) {
    case 'session-ended':
      if (text === 'this') return words.thisDevice
      if (text === 'one') return words.oneOtherDevice
      if (text === 'others') return words.allOtherDevices
      break
    case 'two-factor-passed':
      if (text === 'app') return words.withApp
      if (text === 'recovery-code') return words.withRecoveryCode
      break
    case 'chain-checked': {
      const ok = /^ok (\d+)$/.exec(text)
      if (ok) return words.chainOk(count(ok[1]))
      const bad = /^(\d+) problems$/.exec(text)
      if (bad) return words.chainBad(count(bad[1]))
      break
    }
    case 'member-created':
      return role(text)
    case 'role-changed': {
      const [before, after] = text.split(' → ')
      if (after !== undefined) return `${role(before)} → ${role(after)}`
      break
    }
    case 'export-created':
    case 'export-downloaded': {
      // A saved export names its collection; the ad platforms' file its count of customers.
      const label = collectionLabel(text)
      if (label) return label
      break
    }
    case 'subject-search':
    case 'subject-export':
    case 'subject-erasure': {
      const found = /^(\d+) leads, (\d+) registrations$/.exec(text)
      if (found) return words.subjectRecords(count(found[1]), count(found[2]))
      break
    }
  }
  const customers = /^(\d+) customers$/.exec(text)
  if (customers) return words.customers(count(customers[1]))
  return text
}

/** What an entry's subject points at, read from the stored `slug/id`, `slug` or `slug/word`. */
export type ActivitySubject =
  | { kind: 'record'; collection: string; id: string }
  | { kind: 'collection'; collection: string }
  | { kind: 'global'; global: string }
  | { kind: 'words'; text: string }

/**
 * Reads a subject as lib/activity writes it. `collections` and `globals` are the config's slugs;
 * an export's download and a conversions file have words of their own; anything else is shown
 * as stored.
 */
export function parseActivitySubject(
  subject: string | null | undefined,
  collections: ReadonlySet<string>,
  globals: ReadonlySet<string>,
): ActivitySubject | null {
  const text = (subject ?? '').trim()
  if (!text) return null
  const [slug, rest, ...more] = text.split('/')
  if (more.length === 0) {
    if (slug === 'exports' && rest === 'download') {
      return { kind: 'words', text: activityWords.subject.exportFile }
    }
    if (slug === 'conversions' && rest) {
      const platform = activityWords.platforms[rest] ?? rest
      return { kind: 'words', text: activityWords.subject.conversions(platform) }
    }
    if (collections.has(slug) && rest === undefined) return { kind: 'collection', collection: slug }
    if (collections.has(slug) && rest) return { kind: 'record', collection: slug, id: rest }
    if (globals.has(slug) && rest === undefined) return { kind: 'global', global: slug }
  }
  return { kind: 'words', text }
}
