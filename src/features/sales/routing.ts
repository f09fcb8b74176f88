import type { Payload } from 'payload'

import { orgTypeGroups } from '@/kernel/content/org-types'
import type { TransactionHolder } from '@/kernel/db/drizzle'
import { relationId } from '@/kernel/text/relation-id'
import { bangkokDay } from '@/kernel/text/thai-date'
import type { Lead, Registration, SalesSetting, User } from '@/payload-types'

import { closedStatuses } from './content/admin'
import { salesDefaults, thaiPublicHolidays, weekdays, type Weekday } from './content/settings'
import { takeAssignmentTurn } from './repository'
import { addWorkingMinutes, type WorkingTime } from './working-time'

/**
 * What happens to a new lead or registration before anyone is told of it (in its notification
 * job, so the public endpoint does not wait): it joins the open lead of the same person, if
 * there is one, with that lead's salesperson; otherwise the admin's rules pick a salesperson in
 * turn among those available, or the fallback; and its first-response deadline is set by the
 * working hours and holidays. Runs once per record (`routedAt`), so a retried job changes nothing.
 */
type Enquiry = { kind: 'lead'; record: Lead } | { kind: 'registration'; record: Registration }

export const routingReasons = {
  repeat: 'ติดต่อซ้ำ: ให้ผู้รับผิดชอบเดิม',
  rule: 'มอบหมายอัตโนมัติตามกฎ',
  turn: 'มอบหมายอัตโนมัติ: วนตามลำดับ',
  fallback: 'มอบหมายอัตโนมัติ: ผู้รับงานสำรอง (ไม่มีใครพร้อม)',
} as const

type SalesRules = {
  assignOnArrival: boolean
  rules: { organizationGroup: string | null; package: string | null; members: number[] }[]
  fallback: number | null
  firstResponseMinutes: number
  workingTime: WorkingTime
}

/** The admin's settings, with the starting values for anything never saved. */
async function readSalesRules(payload: Payload): Promise<SalesRules> {
  const saved = (await payload.findGlobal({
    slug: 'sales-settings',
    depth: 0,
    overrideAccess: true,
  })) as Partial<SalesSetting> & { updatedAt?: string | null }
  const neverSaved = !saved.updatedAt
  return {
    assignOnArrival: saved.assignOnArrival ?? true,
    rules: (saved.rules ?? []).map((rule) => ({
      organizationGroup: rule.organizationGroup ?? null,
      package: rule.package ?? null,
      members: (rule.members ?? []).map(relationId).filter((id): id is number => id !== null),
    })),
    fallback: relationId(saved.fallback),
    firstResponseMinutes: saved.firstResponseMinutes ?? salesDefaults.firstResponseMinutes,
    workingTime: {
      workDays: saved.workDays
        ? weekdays
            .map(({ value }) => value)
            .filter((day) => (saved.workDays as Partial<Record<Weekday, boolean | null>>)[day])
        : salesDefaults.workDays,
      workStart: saved.workStart ?? salesDefaults.workStart,
      workEnd: saved.workEnd ?? salesDefaults.workEnd,
      holidays: neverSaved
        ? thaiPublicHolidays.map((holiday) => holiday.date)
        : (saved.holidays ?? []).map((holiday) => bangkokDay(new Date(holiday.date))),
    },
  }
}

/** The organisation group of a lead's organisation type: "คลินิกความงาม" → beauty. */
function groupOf(organizationType: string | null | undefined) {
  return orgTypeGroups.find((group) => group.options.includes(organizationType ?? '')) ?? null
}

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())

/**
 * The open lead this enquiry repeats: the same canonical phone number or e-mail (any case), not
 * closed, not anonymised, older than it. Linked records point at the person's first lead.
 */
async function findFirstEnquiry(payload: Payload, enquiry: Enquiry): Promise<Lead | null> {
  const { record } = enquiry
  const email = record.email?.trim() ?? ''
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        {
          or: [
            { phone: { equals: record.phone } },
            // `like` is case-insensitive on both databases; the exact match is checked below.
            ...(email ? [{ email: { like: email } }] : []),
          ],
        },
        { status: { not_in: closedStatuses } },
        { anonymisedAt: { exists: false } },
        ...(enquiry.kind === 'lead' ? [{ id: { less_than: record.id } }] : []),
      ],
    },
    sort: 'createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const match = docs.find(
    (lead) => lead.phone === record.phone || sameEmail(lead.email, record.email),
  )
  if (!match) return null
  const rootId = relationId(match.enquiryOf)
  if (rootId === null) return match
  // The person's first lead may have matched by the other detail only (same e-mail, another
  // phone): load it, and join it while it is still open.
  const root =
    docs.find((lead) => lead.id === rootId) ??
    (await payload
      .findByID({ collection: 'leads', id: rootId, depth: 0, overrideAccess: true })
      .catch(() => null))
  const open = root && !closedStatuses.includes(root.status) && !root.anonymisedAt
  return open ? root : match
}

type Candidate = Pick<User, 'id' | 'lastAssignedAt'>

/** Whoever waited longest since their last assignment (never assigned first), then by id. */
const waitedSince = (user: Candidate) => (user.lastAssignedAt ? Date.parse(user.lastAssignedAt) : 0)

function nextInTurn<T extends Candidate>(candidates: T[]): T | null {
  return [...candidates].sort((a, b) => waitedSince(a) - waitedSince(b) || a.id - b.id)[0] ?? null
}

/** A transaction to work in (a deactivation's), and a member no turn may go to (the leaver). */
type TurnScope = {
  req?: TransactionHolder & Parameters<Payload['find']>[0]['req']
  exclude?: number
}

async function availableMembers(
  payload: Payload,
  ids?: number[],
  scope: TurnScope = {},
): Promise<User[]> {
  if (ids && ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { available: { equals: true } },
        // A member who left never gets a lead (their `available` is turned off too).
        { active: { not_equals: false } },
        ids ? { id: { in: ids } } : { role: { equals: 'sales' } },
        ...(scope.exclude !== undefined ? [{ id: { not_equals: scope.exclude } }] : []),
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    req: scope.req,
  })
  return docs
}

/**
 * Takes `member`'s turn: moves their last assignment to `stamp` only if nobody else did since it
 * was read (`UPDATE … WHERE last_assigned_at = <read value>`), so runners assigning at the same
 * moment (parallel jobs, several instances) each get a different member's turn.
 */
async function takeTurn(
  payload: Payload,
  member: Candidate,
  stamp: Date,
  scope: TurnScope = {},
): Promise<boolean> {
  return takeAssignmentTurn(payload, member.id, member.lastAssignedAt, stamp, scope.req)
}

/** Whether a member still works here: the admin's fallback may have been deactivated since. */
async function stillActive(payload: Payload, id: number, scope: TurnScope): Promise<boolean> {
  if (id === scope.exclude) return false
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { active: { not_equals: false } }] },
    overrideAccess: true,
    req: scope.req,
  })
  return totalDocs > 0
}

/** The next member in turn among `ids` (or all sales), their turn taken; null when nobody. */
async function nextAvailable(
  payload: Payload,
  now: Date,
  ids?: number[],
  scope: TurnScope = {},
): Promise<User | null> {
  // A lost race re-reads the turns; more attempts than members would mean a livelock.
  for (let attempt = 0; attempt < 20; attempt++) {
    const members = await availableMembers(payload, ids, scope)
    const chosen = nextInTurn(members)
    if (!chosen) return null
    // To the back of the line: later than everyone's last turn, even within one millisecond.
    const latest = Math.max(...members.map(waitedSince))
    if (await takeTurn(payload, chosen, new Date(Math.max(now.getTime(), latest + 1)), scope)) {
      return chosen
    }
  }
  throw new Error('Could not take an assignment turn after 20 attempts')
}

/** Who gets a new enquiry, and why, by the admin's rules; null when nobody does. */
async function pickAssignee(
  payload: Payload,
  enquiry: Enquiry,
  rules: SalesRules,
  now = new Date(),
  scope: TurnScope = {},
): Promise<{ userId: number; reason: string } | null> {
  if (!rules.assignOnArrival) return null
  const group = enquiry.kind === 'lead' ? groupOf(enquiry.record.organizationType) : null
  const pkg = enquiry.kind === 'registration' ? enquiry.record.package : null
  for (const rule of rules.rules) {
    if (rule.organizationGroup && rule.organizationGroup !== group?.key) continue
    if (rule.package && rule.package !== pkg) continue
    const chosen = await nextAvailable(payload, now, rule.members, scope)
    if (chosen) {
      const criterion = [rule.organizationGroup && group?.label, rule.package]
        .filter(Boolean)
        .join(' · ')
      return {
        userId: chosen.id,
        reason: criterion ? `${routingReasons.rule} (${criterion})` : routingReasons.rule,
      }
    }
  }
  const chosen = await nextAvailable(payload, now, undefined, scope)
  if (chosen) return { userId: chosen.id, reason: routingReasons.turn }
  if (rules.fallback !== null && (await stillActive(payload, rules.fallback, scope))) {
    return { userId: rules.fallback, reason: routingReasons.fallback }
  }
  return null
}

/**
 * Links, assigns and sets the deadline of a new enquiry, once; returns the record as it now is.
 * Spam is never routed. The history records the assignment with its reason and no person.
 */
export async function routeEnquiry(
  payload: Payload,
  enquiry: Enquiry,
  now = new Date(),
): Promise<Enquiry> {
  const { record } = enquiry
  if (record.routedAt || record.status === 'spam') return enquiry
  const rules = await readSalesRules(payload)
  const first = await findFirstEnquiry(payload, enquiry)
  const keeper = relationId(first?.assignee)
  const picked =
    keeper !== null
      ? { userId: keeper, reason: routingReasons.repeat }
      : relationId(record.assignee) !== null
        ? null
        : await pickAssignee(payload, enquiry, rules, now)
  const responseDueAt = addWorkingMinutes(
    new Date(record.createdAt),
    rules.firstResponseMinutes,
    rules.workingTime,
  )
  const data = {
    routedAt: now.toISOString(),
    responseDueAt: responseDueAt.toISOString(),
    ...(first ? { enquiryOf: first.id } : {}),
    ...(picked ? { assignee: picked.userId } : {}),
  }
  // Both collections share these pipeline fields; the record keeps its own kind.
  const stored = await payload.update({
    collection: enquiry.kind === 'lead' ? 'leads' : 'registrations',
    id: record.id,
    data,
    depth: 0,
    overrideAccess: true,
    context: { salesRouting: picked?.reason },
  })
  return { kind: enquiry.kind, record: stored } as Enquiry
}

/** Why a leaver's open work moved, in its history (the handover's reason). */
export const leaverHandoverReason = 'ผู้รับผิดชอบเดิมถูกปิดการใช้งานบัญชี: ส่งต่อตามกฎการมอบหมาย'

/**
 * A member was deactivated: every open lead and registration assigned to them goes back through
 * the admin's rules (never to them: they are no longer available, nor the fallback if it is them),
 * each move in its history with the handover reason and the admin who deactivated them. Returns
 * how many records moved.
 */
export async function reassignOpenWork(
  payload: Payload,
  memberId: number,
  req?: Parameters<Payload['update']>[0]['req'],
  now = new Date(),
): Promise<number> {
  const rules = { ...(await readSalesRules(payload)), assignOnArrival: true }
  let moved = 0
  for (const kind of ['lead', 'registration'] as const) {
    const collection = kind === 'lead' ? 'leads' : 'registrations'
    // A page at a time: each record handed over leaves the query, so the next page is the rest.
    for (;;) {
      const { docs } = await payload.find({
        collection,
        where: {
          and: [{ assignee: { equals: memberId } }, { status: { not_in: closedStatuses } }],
        },
        depth: 0,
        limit: 200,
        pagination: false,
        overrideAccess: true,
        req,
      })
      if (docs.length === 0) break
      for (const record of docs) {
        // In the deactivation's transaction (it holds the leaver's row), and never to the leaver:
        // outside it they still look available until it commits.
        const picked = await pickAssignee(payload, { kind, record } as Enquiry, rules, now, {
          req,
          exclude: memberId,
        })
        await payload.update({
          collection,
          id: record.id,
          data: { assignee: picked?.userId ?? null, handoverReason: leaverHandoverReason },
          depth: 0,
          overrideAccess: true,
          req,
        })
        moved += 1
      }
    }
  }
  return moved
}
