import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads_activity\` ADD \`reason\` text;`)
  await db.run(sql`ALTER TABLE \`registrations_activity\` ADD \`reason\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads_activity\` DROP COLUMN \`reason\`;`)
  await db.run(sql`ALTER TABLE \`registrations_activity\` DROP COLUMN \`reason\`;`)
}
