import type { Payload } from 'payload'

import { relationId } from '@/kernel/text/relation-id'

import { arrivalsSince, type Arrival } from './repository'

/**
 * How fast the team answers: for the leads and registrations of the last 7, 30 and 90 days (spam
 * left out), per salesperson and for the team, the median time from arrival to first contact and
 * the share first contacted within the target (the deadline routing set in working time). A
 * record not contacted yet counts against the share once its deadline has passed, and not before.
 */
export const responsePeriods = [7, 30, 90] as const
type ResponsePeriod = (typeof responsePeriods)[number]

export type ResponseFigures = {
  /** Records that arrived in the period. */
  enquiries: number
  /** Of them, first contacted. */
  contacted: number
  /** The median minutes from arrival to first contact; null when nobody was contacted. */
  medianMinutes: number | null
  /** Contacted by the deadline, of those whose outcome is known (contacted, or past due). */
  withinTarget: number
  measured: number
}

export type ResponseRow = { userId: number | null; name: string } & Record<
  ResponsePeriod,
  ResponseFigures
>

export type ResponseTimes = { team: ResponseRow; people: ResponseRow[] }

const dayMs = 24 * 60 * 60 * 1000

function figuresOf(records: Arrival[], since: number, now: number): ResponseFigures {
  const inPeriod = records.filter((record) => record.createdAt >= since)
  const minutes: number[] = []
  let withinTarget = 0
  let measured = 0
  for (const record of inPeriod) {
    const arrived = record.createdAt
    const contacted = record.firstContactedAt
    const due = record.responseDueAt
    if (contacted !== null) minutes.push((contacted - arrived) / 60_000)
    if (due === null) continue
    if (contacted !== null) {
      measured += 1
      if (contacted <= due) withinTarget += 1
    } else if (now > due) measured += 1
  }
  minutes.sort((a, b) => a - b)
  const middle = Math.floor(minutes.length / 2)
  const median =
    minutes.length === 0
      ? null
      : minutes.length % 2
        ? minutes[middle]
        : (minutes[middle - 1] + minutes[middle]) / 2
  return {
    enquiries: inPeriod.length,
    contacted: minutes.length,
    medianMinutes: median === null ? null : Math.round(median),
    withinTarget,
    measured,
  }
}

function row(userId: number | null, name: string, records: Arrival[], now: number): ResponseRow {
  const periods = Object.fromEntries(
    responsePeriods.map((days) => [days, figuresOf(records, now - days * dayMs, now)]),
  ) as Record<ResponsePeriod, ResponseFigures>
  return { userId, name, ...periods }
}

/** The team's response figures at `now` (a parameter, so tests can freeze the clock). */
export async function responseTimes(payload: Payload, now = new Date()): Promise<ResponseTimes> {
  const [records, users] = await Promise.all([
    arrivalsSince(payload, new Date(now.getTime() - 90 * dayMs)),
    payload.find({ collection: 'users', depth: 0, pagination: false, overrideAccess: true }),
  ])
  const byPerson = new Map<number, Arrival[]>()
  for (const record of records) {
    const id = relationId(record.assignee)
    if (id === null) continue
    byPerson.set(id, [...(byPerson.get(id) ?? []), record])
  }
  const at = now.getTime()
  const people = users.docs
    .filter((user) => byPerson.has(user.id))
    .map((user) => row(user.id, user.name || user.email, byPerson.get(user.id)!, at))
    .sort((a, b) => b[30].enquiries - a[30].enquiries || a.name.localeCompare(b.name, 'th'))
  return { team: row(null, '', records, at), people }
}
