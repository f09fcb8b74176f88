import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { drizzleOf } from '@/lib/db/drizzle'
import { inTransaction } from '@/lib/db/transaction'
import { channelOf, type Channel } from '@/lib/leads/channel'

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
 * (lib/leads/channel.ts) from what the counter kept, and views that land on the same row summed.
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
 * Adds a batch of counted views to the stored counts, in one transaction: one statement per row,
 * which creates it or adds to it, so batches from several instances at once never overwrite each
 * other.
 */
export async function storeViews(
  payload: Payload,
  views: CountedView[],
  ownHost: string,
): Promise<void> {
  // In the order of their keys, the same in every instance's batch: two batches at once lock the
  // rows they share in one order and never wait for each other both (a deadlock on PostgreSQL).
  const rows = viewRows(views, ownHost)
    .map((row) => ({ row, key: rowKey(row) }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
  // All or nothing: a batch that fails is counted again whole with the next one.
  await inTransaction(payload, async (req) => {
    const { db, tables } = await drizzleOf(payload, req)
    const table = tables.page_views
    const now = new Date().toISOString()
    for (const { row, key } of rows) {
      await db
        .insert(table)
        .values({ ...row, key, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: table.key,
          set: { views: sql`${table.views} + ${row.views}`, updatedAt: now },
        })
    }
  })
}
