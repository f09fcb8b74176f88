// The dashboard's response panel: per salesperson and for the team, the median time to first
// contact and the share first contacted within the target, over 7, 30 and 90 days.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, User } from '@/payload-types'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { createStaff } from '../../../../tests/helpers/staff'
import { responseTimes } from '../response-times'

let payload: Payload
let ann: User
let ben: User
const now = new Date('2026-11-23T05:00:00.000Z')
const ago = (days: number, minutes = 0) =>
  new Date(now.getTime() - days * 86_400_000 + minutes * 60_000).toISOString()

async function arrival(
  assignee: User | null,
  arrivedDaysAgo: number,
  contactedAfterMinutes: number | null,
  targetMinutes = 60,
  collection: 'leads' | 'registrations' = 'leads',
  status: Lead['status'] = 'new',
) {
  const data = {
    createdAt: ago(arrivedDaysAgo),
    responseDueAt: ago(arrivedDaysAgo, targetMinutes),
    firstContactedAt:
      contactedAfterMinutes === null ? null : ago(arrivedDaysAgo, contactedAfterMinutes),
    assignee: assignee?.id ?? null,
    status,
    phone: '0812345678',
    email: 'r@clinic.example',
  }
  const created =
    collection === 'leads'
      ? await payload.create({
          collection,
          data: { ...data, fullname: 'ท', organizationType: 'คลินิกความงาม' },
          overrideAccess: true,
        })
      : await payload.create({
          collection,
          data: {
            ...data,
            clinicName: 'ค',
            fullName: 'ท',
            branchCount: 1,
            package: 'Mini',
            source: 'site',
          },
          overrideAccess: true,
        })
  // The contact time is the pipeline hook's to write (on a change of status); set it as stored.
  await payload.db.updateOne({
    collection,
    id: created.id,
    data: { firstContactedAt: data.firstContactedAt },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  ann = await createStaff(payload, 'ann@clinic.example', 'แอน')
  ben = await createStaff(payload, 'ben@clinic.example', 'เบน')
  // Ann: 10 and 30 minutes this week, 90 minutes (late) 20 days ago, 4 hours (late) 60 days ago.
  await arrival(ann, 1, 10)
  await arrival(ann, 3, 30, 60, 'registrations')
  await arrival(ann, 20, 90)
  await arrival(ann, 60, 240)
  // Ben: one answered in 20 minutes, one never contacted and past due, one not yet due.
  await arrival(ben, 2, 20)
  await arrival(ben, 4, null)
  await arrival(ben, 0, null, 24 * 60)
  // Spam, and a lead older than 90 days, count nowhere.
  await arrival(ben, 1, 1, 60, 'leads', 'spam')
  await arrival(ann, 120, 5)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('response times', () => {
  it('gives each salesperson’s and the team’s median and share within target per period', async () => {
    const { team, people } = await responseTimes(payload, now)
    const byName = Object.fromEntries(people.map((row) => [row.name, row]))
    expect(Object.keys(byName).sort()).toEqual(['เบน', 'แอน'].sort())

    expect(byName['แอน'][7]).toEqual({
      enquiries: 2,
      contacted: 2,
      medianMinutes: 20,
      withinTarget: 2,
      measured: 2,
    })
    expect(byName['แอน'][30]).toMatchObject({
      enquiries: 3,
      medianMinutes: 30,
      withinTarget: 2,
      measured: 3,
    })
    expect(byName['แอน'][90]).toMatchObject({
      enquiries: 4,
      medianMinutes: 60,
      withinTarget: 2,
      measured: 4,
    })
    // The lead not yet due is not counted against Ben; the one past due is.
    expect(byName['เบน'][7]).toEqual({
      enquiries: 3,
      contacted: 1,
      medianMinutes: 20,
      withinTarget: 1,
      measured: 2,
    })
    expect(team[7]).toEqual({
      enquiries: 5,
      contacted: 3,
      medianMinutes: 20,
      withinTarget: 3,
      measured: 4,
    })
    expect(team[90].enquiries).toBe(7)
  })
})
