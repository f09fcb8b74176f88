import type { Payload } from 'payload'

import { bangkokDayOf } from './views/page-view.mjs'

/** The days of a month (`YYYY-MM`), as `YYYY-MM-DD`. */
function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number)
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  )
}

/**
 * Each campaign's ad spend in the period from `start` to `now` (Bangkok days, both included), in
 * baht: a month's spend counts for the share of its days inside the period (a 30-day month half in
 * the period: half its spend).
 */
export async function spendByCampaign(
  payload: Payload,
  start: Date,
  now: Date,
): Promise<Map<string, number>> {
  const first = bangkokDayOf(start.getTime())
  const last = bangkokDayOf(now.getTime())
  const { docs } = await payload.find({
    collection: 'ad-spend',
    where: {
      and: [
        { month: { greater_than_equal: first.slice(0, 7) } },
        { month: { less_than_equal: last.slice(0, 7) } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { campaign: true, month: true, amountBaht: true },
  })
  const spend = new Map<string, number>()
  for (const doc of docs) {
    const days = daysOfMonth(doc.month)
    const inside = days.filter((day) => day >= first && day <= last).length
    const share = (doc.amountBaht * inside) / days.length
    spend.set(doc.campaign, (spend.get(doc.campaign) ?? 0) + share)
  }
  return spend
}
