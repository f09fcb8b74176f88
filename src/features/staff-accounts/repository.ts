// The statements staff accounts run straight on the users' table and Payload's session list:
// the session bookkeeping and the second factor's secrets change nothing else and go through no
// hook (Payload's own session list is written the same way, by its adapter), and a code or a
// recovery code is spent in one conditional statement, so two requests cannot both spend it.
import { and, eq, inArray, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns } from '@/kernel/db/drizzle'

type Holder = Parameters<typeof drizzleOf>[1]

/** Writes columns of a member's row, in the caller's transaction when it has one. */
export async function setUserColumns(
  payload: Payload,
  userId: number | string,
  values: Record<string, unknown>,
  req?: Holder,
) {
  const { db, tables } = await drizzleOf(payload, req)
  const columns = tableColumns(tables.users, Object.keys(values))
  await db.update(tables.users).set(values).where(eq(columns.id, userId))
}

/**
 * Records time step `step` as the member's last accepted code, unless that step or a later one
 * was accepted already (by a request at the same moment too): true when this call took it.
 */
export async function takeTotpStep(payload: Payload, userId: number, step: number) {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables.users, ['totpLastStep'])
  const taken = await db
    .update(tables.users)
    .set({ totpLastStep: step })
    .where(
      and(eq(columns.id, userId), or(isNull(columns.totpLastStep), lt(columns.totpLastStep, step))),
    )
    .returning({ id: columns.id })
  return taken.length > 0
}

/**
 * Spends recovery code `index` of the `hashes` read: the list is replaced only if it is still the
 * one read, so two requests with the same code cannot both spend it. True when this call did.
 */
export async function spendRecoveryCode(
  payload: Payload,
  userId: number,
  hashes: string[],
  index: number,
) {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables.users, ['recoveryCodes'])
  const spent = await db
    .update(tables.users)
    .set({ recoveryCodes: hashes.filter((_, at) => at !== index) })
    .where(and(eq(columns.id, userId), eq(columns.recoveryCodes, hashes)))
    .returning({ id: columns.id })
  return spent.length > 0
}

/** The ids of a member's sessions in Payload's session list (`users_sessions`). */
export async function sessionIdsOf(
  payload: Payload,
  userId: number | string,
  req?: Holder,
): Promise<string[]> {
  const { db, tables } = await drizzleOf(payload, req)
  const columns = tableColumns(tables.users_sessions, ['_parentID'])
  const rows = await db
    .select({ id: columns.id })
    .from(tables.users_sessions)
    .where(eq(columns._parentID, userId))
  return rows.map((row) => String(row.id))
}

/** Removes the sessions `sids` from Payload's session list. */
export async function deleteSessions(payload: Payload, sids: string[], req?: Holder) {
  const { db, tables } = await drizzleOf(payload, req)
  const columns = tableColumns(tables.users_sessions, ['_parentID'])
  await db.delete(tables.users_sessions).where(inArray(columns.id, sids))
}
