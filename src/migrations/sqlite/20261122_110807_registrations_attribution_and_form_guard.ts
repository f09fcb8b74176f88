import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`yearly_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`device_type\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`form_token\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`idempotency_key\` text;`)
  await db.run(sql`CREATE INDEX \`registrations_yearly_value_idx\` ON \`registrations\` (\`yearly_value\`);`)
  await db.run(sql`CREATE INDEX \`registrations_utm_source_idx\` ON \`registrations\` (\`utm_source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_form_token_idx\` ON \`registrations\` (\`form_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_idempotency_key_idx\` ON \`registrations\` (\`idempotency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`registrations_yearly_value_idx\`;`)
  await db.run(sql`DROP INDEX \`registrations_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`registrations_form_token_idx\`;`)
  await db.run(sql`DROP INDEX \`registrations_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`yearly_value\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`device_type\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`form_token\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`idempotency_key\`;`)
}
