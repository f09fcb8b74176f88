import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_anonymised_at_idx\` ON \`leads\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`registrations_anonymised_at_idx\` ON \`registrations\` (\`anonymised_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`registrations_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`anonymised_at\`;`)
}
