import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { canonicalPhone } from '../../kernel/validation/phone'

/** Every stored phone number in its canonical form (lib/validation/phone.ts), as new ones are. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ['leads', 'registrations']) {
    const rows = await db.all<{ id: number; phone: string | null }>(
      sql`SELECT id, phone FROM ${sql.identifier(table)}`,
    )
    for (const { id, phone } of rows) {
      const canonical = phone ? canonicalPhone(phone) : phone
      if (canonical !== phone) {
        await db.run(sql`UPDATE ${sql.identifier(table)} SET phone = ${canonical} WHERE id = ${id}`)
      }
    }
  }
}

/** The numbers as typed are not kept; the canonical forms stay. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
