// The one statement routing runs straight on the tables: a member's turn taken only if nobody
// took it since it was read, which the Local API cannot express in one statement.
import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns, type TransactionHolder } from '@/kernel/db/drizzle'

/**
 * Moves the member's last assignment from `readValue` (as it was read; null for never) to
 * `stamp`, only if it still is `readValue` (`UPDATE … WHERE last_assigned_at = <read value>`):
 * true when this caller took the turn, so runners assigning at the same moment (parallel jobs,
 * several instances) each get a different member's turn.
 */
export async function takeAssignmentTurn(
  payload: Payload,
  memberId: number,
  readValue: string | null | undefined,
  stamp: Date,
  req?: TransactionHolder,
): Promise<boolean> {
  const { db, tables } = await drizzleOf(payload, req)
  const columns = tableColumns(tables.users, ['lastAssignedAt'])
  const won = await db
    .update(tables.users)
    .set({ lastAssignedAt: stamp.toISOString() })
    .where(
      and(
        eq(columns.id, memberId),
        readValue ? eq(columns.lastAssignedAt, readValue) : isNull(columns.lastAssignedAt),
      ),
    )
    .returning({ id: columns.id })
  return won.length > 0
}
