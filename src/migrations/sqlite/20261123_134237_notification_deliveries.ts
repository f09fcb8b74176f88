import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notification_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notification_deliveries_key_idx\` ON \`notification_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`notification_deliveries_updated_at_idx\` ON \`notification_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_deliveries_created_at_idx\` ON \`notification_deliveries\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notification_deliveries\`;`)
}
