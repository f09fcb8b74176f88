import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`line_taps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`placement\` text NOT NULL,
  	\`campaign\` text,
  	\`channel\` text NOT NULL,
  	\`device_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`line_taps_day_idx\` ON \`line_taps\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`line_taps_page_idx\` ON \`line_taps\` (\`page\`);`)
  await db.run(sql`CREATE INDEX \`line_taps_campaign_idx\` ON \`line_taps\` (\`campaign\`);`)
  await db.run(sql`CREATE INDEX \`line_taps_updated_at_idx\` ON \`line_taps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`line_taps_created_at_idx\` ON \`line_taps\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`line_taps\`;`)
}
