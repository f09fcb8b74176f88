import type { Payload } from 'payload'

import { channelOf, type Channel } from '@/kernel/attribution/channel'
import { inTransaction } from '@/kernel/db/transaction'

import { addViewCounts, plannedCampaigns, storedViewCampaigns } from '../repository'
import type { CountedView } from './view-counter.mjs'

/** A row of the `page-views` collection: the dimensions the funnel reads, and the count. */
export type ViewRow = {
  day: string
  page: string
  campaign: string
  channel: Channel
  deviceType: CountedView['device']
  entry: boolean
  experiment: string
  views: number
}

/**
 * The rows a batch of counted views adds to: the channel worked out by the leads' own rules
 * (kernel/attribution/channel.ts) from what the counter kept, and views that land on the same row summed.
 */
export function viewRows(views: CountedView[], ownHost: string): ViewRow[] {
  const rows = new Map<string, ViewRow>()
  for (const view of views) {
    const channel = channelOf(
      {
        utmSource: view.utmSource,
        utmMedium: view.utmMedium,
        referrer: view.referrerHost ? `https://${view.referrerHost}/` : '',
        landingPage: view.paidClick ? '/?gclid=' : '',
      },
      ownHost,
    )
    const row: ViewRow = {
      day: view.day,
      page: view.page,
      campaign: view.utmCampaign,
      channel,
      deviceType: view.device,
      entry: view.entry,
      experiment: view.experiment,
      views: view.views,
    }
    const key = rowKey(row)
    const held = rows.get(key)
    if (held) held.views += row.views
    else rows.set(key, row)
  }
  return [...rows.values()]
}

const rowKey = (row: ViewRow) =>
  JSON.stringify([
    row.day,
    row.page,
    row.campaign,
    row.channel,
    row.deviceType,
    row.entry,
    row.experiment,
  ])

/**
 * A campaign name is free text in an address anyone can type: past this many campaigns a day that
 * marketing has not set up (entered ad spend for), further ones are counted under one row.
 */
export const unplannedCampaignsPerDay = 20
/** The campaign the views of the unplanned campaigns past that number are counted under. */
export const otherCampaign = '(อื่น ๆ)'

/**
 * Folds the campaigns of `rows` nobody set up into `otherCampaign` once their day already holds
 * `unplannedCampaignsPerDay` of them (those already stored keep counting under their name).
 */
export function foldUnplannedCampaigns(
  rows: ViewRow[],
  planned: Set<string>,
  storedPerDay: Map<string, Set<string>>,
): ViewRow[] {
  return rows.map((row) => {
    if (!row.campaign || planned.has(row.campaign)) return row
    const seen = storedPerDay.get(row.day) ?? new Set<string>()
    storedPerDay.set(row.day, seen)
    if (seen.has(row.campaign)) return row
    if (seen.size < unplannedCampaignsPerDay) {
      seen.add(row.campaign)
      return row
    }
    return { ...row, campaign: otherCampaign }
  })
}

/**
 * Adds a batch of counted views to the stored counts, in one transaction: one statement per row,
 * which creates it or adds to it, so batches from several instances at once never overwrite each
 * other. Campaigns nobody set up are folded past a few a day (`foldUnplannedCampaigns`).
 */
export async function storeViews(
  payload: Payload,
  views: CountedView[],
  ownHost: string,
): Promise<void> {
  // All or nothing: a batch that fails is counted again whole with the next one.
  await inTransaction(payload, async (req) => {
    const counted = viewRows(views, ownHost)
    const days = [...new Set(counted.map((row) => row.day))]
    const planned = await plannedCampaigns(payload, req)
    const storedPerDay = new Map<string, Set<string>>()
    const stored = await storedViewCampaigns(payload, req, days)
    for (const { day, campaign } of stored) {
      if (!campaign || planned.has(campaign) || campaign === otherCampaign) continue
      const seen = storedPerDay.get(day) ?? new Set<string>()
      seen.add(campaign)
      storedPerDay.set(day, seen)
    }
    // Folded rows may land on one key: summed again. Then in the order of their keys, the same in
    // every instance's batch: two batches at once lock the rows they share in one order and never
    // wait for each other both (a deadlock on PostgreSQL).
    const summed = new Map<string, ViewRow>()
    for (const row of foldUnplannedCampaigns(counted, planned, storedPerDay)) {
      const key = rowKey(row)
      const held = summed.get(key)
      if (held) held.views += row.views
      else summed.set(key, { ...row })
    }
    const rows = [...summed.entries()]
      .map(([key, row]) => ({ row, key }))
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    await addViewCounts(payload, req, rows)
  })
}
