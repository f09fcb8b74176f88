import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sales_settings_work_days\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_mon\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_tue\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_wed\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_thu\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_fri\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_sat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` ADD \`work_days_sun\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sales_settings_work_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_work_days_order_idx\` ON \`sales_settings_work_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_work_days_parent_idx\` ON \`sales_settings_work_days\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_mon\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_tue\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_wed\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_thu\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_fri\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_sat\`;`)
  await db.run(sql`ALTER TABLE \`sales_settings\` DROP COLUMN \`work_days_sun\`;`)
}
