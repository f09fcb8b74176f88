import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`form_token\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_token_idx\` ON \`leads\` (\`form_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_form_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`form_token\`;`)
}
