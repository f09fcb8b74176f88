import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The pipeline's end: "closed" becomes "customer" (a closed lead was a sale), "lost" is new.
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'customer' WHERE \`status\` = 'closed';`)
  await db.run(sql`UPDATE \`registrations\` SET \`status\` = 'customer' WHERE \`status\` = 'closed';`)
  await db.run(sql`CREATE TABLE \`leads_activity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`field\` text NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_activity_order_idx\` ON \`leads_activity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_activity_parent_id_idx\` ON \`leads_activity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_activity_by_idx\` ON \`leads_activity\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`registrations_activity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`field\` text NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`registrations_activity_order_idx\` ON \`registrations_activity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`registrations_activity_parent_id_idx\` ON \`registrations_activity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_activity_by_idx\` ON \`registrations_activity\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`next_follow_up_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`last_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_follow_up_at_idx\` ON \`leads\` (\`next_follow_up_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contacted_at_idx\` ON \`leads\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_last_contacted_at_idx\` ON \`leads\` (\`last_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`next_follow_up_at\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`last_contacted_at\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`staff_notes\` text;`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`registrations_assignee_idx\` ON \`registrations\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_next_follow_up_at_idx\` ON \`registrations\` (\`next_follow_up_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_first_contacted_at_idx\` ON \`registrations\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_last_contacted_at_idx\` ON \`registrations\` (\`last_contacted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'closed' WHERE \`status\` IN ('customer', 'lost');`)
  await db.run(sql`UPDATE \`registrations\` SET \`status\` = 'closed' WHERE \`status\` IN ('customer', 'lost');`)
  await db.run(sql`DROP TABLE \`leads_activity\`;`)
  await db.run(sql`DROP TABLE \`registrations_activity\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`fullname\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`organization_type\` text NOT NULL,
  	\`description\` text,
  	\`user_action\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`referrer\` text,
  	\`landing_page\` text,
  	\`device_type\` text,
  	\`consent_notice_version\` text,
  	\`ip_hash\` text,
  	\`user_agent\` text,
  	\`form_token\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "staff_notes", "fullname", "phone", "email", "organization_type", "description", "user_action", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "consent_notice_version", "ip_hash", "user_agent", "form_token", "idempotency_key", "updated_at", "created_at") SELECT "id", "status", "staff_notes", "fullname", "phone", "email", "organization_type", "description", "user_action", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "consent_notice_version", "ip_hash", "user_agent", "form_token", "idempotency_key", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_organization_type_idx\` ON \`leads\` (\`organization_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_utm_source_idx\` ON \`leads\` (\`utm_source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_token_idx\` ON \`leads\` (\`form_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`clinic_name\` text NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`branch_count\` numeric NOT NULL,
  	\`package\` text NOT NULL,
  	\`yearly_value\` numeric,
  	\`message\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`referrer\` text,
  	\`landing_page\` text,
  	\`device_type\` text,
  	\`source\` text NOT NULL,
  	\`ip_hash\` text,
  	\`form_token\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_registrations\`("id", "status", "clinic_name", "full_name", "phone", "email", "branch_count", "package", "yearly_value", "message", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "source", "ip_hash", "form_token", "idempotency_key", "updated_at", "created_at") SELECT "id", "status", "clinic_name", "full_name", "phone", "email", "branch_count", "package", "yearly_value", "message", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "source", "ip_hash", "form_token", "idempotency_key", "updated_at", "created_at" FROM \`registrations\`;`)
  await db.run(sql`DROP TABLE \`registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_registrations\` RENAME TO \`registrations\`;`)
  await db.run(sql`CREATE INDEX \`registrations_yearly_value_idx\` ON \`registrations\` (\`yearly_value\`);`)
  await db.run(sql`CREATE INDEX \`registrations_utm_source_idx\` ON \`registrations\` (\`utm_source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_form_token_idx\` ON \`registrations\` (\`form_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_idempotency_key_idx\` ON \`registrations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
}
