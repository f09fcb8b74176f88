import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sales_settings_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`organization_group\` text,
  	\`package\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_rules_order_idx\` ON \`sales_settings_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rules_parent_id_idx\` ON \`sales_settings_rules\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`sales_settings_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_holidays_order_idx\` ON \`sales_settings_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_holidays_parent_id_idx\` ON \`sales_settings_holidays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`assign_on_arrival\` integer DEFAULT true,
  	\`fallback_id\` integer,
  	\`first_response_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`work_start\` text DEFAULT '09:00' NOT NULL,
  	\`work_end\` text DEFAULT '18:00' NOT NULL,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`fallback_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_fallback_idx\` ON \`sales_settings\` (\`fallback_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_last_edited_by_idx\` ON \`sales_settings\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_order_idx\` ON \`sales_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_parent_idx\` ON \`sales_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_path_idx\` ON \`sales_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_users_id_idx\` ON \`sales_settings_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`handover_reason\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`enquiry_of_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`response_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`routed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_enquiry_of_idx\` ON \`leads\` (\`enquiry_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_response_due_at_idx\` ON \`leads\` (\`response_due_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_routed_at_idx\` ON \`leads\` (\`routed_at\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`handover_reason\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`enquiry_of_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`response_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`routed_at\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE INDEX \`registrations_enquiry_of_idx\` ON \`registrations\` (\`enquiry_of_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_response_due_at_idx\` ON \`registrations\` (\`response_due_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_routed_at_idx\` ON \`registrations\` (\`routed_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`line_user_id\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`line_link_code_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`line_link_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`last_assigned_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_available_idx\` ON \`users\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`users_line_link_code_hash_idx\` ON \`users\` (\`line_link_code_hash\`);`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` ADD \`recipient\` numeric;`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` ADD \`subject\` text;`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` ADD \`held\` integer;`)
  await db.run(sql`CREATE INDEX \`notification_deliveries_recipient_idx\` ON \`notification_deliveries\` (\`recipient\`);`)
  await db.run(sql`CREATE INDEX \`notification_deliveries_held_idx\` ON \`notification_deliveries\` (\`held\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sales_settings_rules\`;`)
  await db.run(sql`DROP TABLE \`sales_settings_work_days\`;`)
  await db.run(sql`DROP TABLE \`sales_settings_holidays\`;`)
  await db.run(sql`DROP TABLE \`sales_settings\`;`)
  await db.run(sql`DROP TABLE \`sales_settings_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`lost_reason\` text,
  	\`assignee_id\` integer,
  	\`next_follow_up_at\` text,
  	\`first_contacted_at\` text,
  	\`last_contacted_at\` text,
  	\`anonymised_at\` text,
  	\`fullname\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`organization_type\` text NOT NULL,
  	\`description\` text,
  	\`staff_notes\` text,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "lost_reason", "assignee_id", "next_follow_up_at", "first_contacted_at", "last_contacted_at", "anonymised_at", "fullname", "phone", "email", "organization_type", "description", "staff_notes", "user_action", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "consent_notice_version", "ip_hash", "user_agent", "form_token", "idempotency_key", "created_at", "updated_at") SELECT "id", "status", "lost_reason", "assignee_id", "next_follow_up_at", "first_contacted_at", "last_contacted_at", "anonymised_at", "fullname", "phone", "email", "organization_type", "description", "staff_notes", "user_action", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "consent_notice_version", "ip_hash", "user_agent", "form_token", "idempotency_key", "created_at", "updated_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_follow_up_at_idx\` ON \`leads\` (\`next_follow_up_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contacted_at_idx\` ON \`leads\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_last_contacted_at_idx\` ON \`leads\` (\`last_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_anonymised_at_idx\` ON \`leads\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_organization_type_idx\` ON \`leads\` (\`organization_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_utm_source_idx\` ON \`leads\` (\`utm_source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_token_idx\` ON \`leads\` (\`form_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`lost_reason\` text,
  	\`assignee_id\` integer,
  	\`next_follow_up_at\` text,
  	\`first_contacted_at\` text,
  	\`last_contacted_at\` text,
  	\`anonymised_at\` text,
  	\`clinic_name\` text NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`branch_count\` numeric NOT NULL,
  	\`package\` text NOT NULL,
  	\`yearly_value\` numeric,
  	\`package_price\` numeric,
  	\`message\` text,
  	\`staff_notes\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`referrer\` text,
  	\`landing_page\` text,
  	\`device_type\` text,
  	\`source\` text NOT NULL,
  	\`notice_version\` text,
  	\`ip_hash\` text,
  	\`form_token\` text,
  	\`idempotency_key\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_registrations\`("id", "status", "lost_reason", "assignee_id", "next_follow_up_at", "first_contacted_at", "last_contacted_at", "anonymised_at", "clinic_name", "full_name", "phone", "email", "branch_count", "package", "yearly_value", "package_price", "message", "staff_notes", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "source", "notice_version", "ip_hash", "form_token", "idempotency_key", "created_at", "updated_at") SELECT "id", "status", "lost_reason", "assignee_id", "next_follow_up_at", "first_contacted_at", "last_contacted_at", "anonymised_at", "clinic_name", "full_name", "phone", "email", "branch_count", "package", "yearly_value", "package_price", "message", "staff_notes", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "device_type", "source", "notice_version", "ip_hash", "form_token", "idempotency_key", "created_at", "updated_at" FROM \`registrations\`;`)
  await db.run(sql`DROP TABLE \`registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_registrations\` RENAME TO \`registrations\`;`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`registrations_assignee_idx\` ON \`registrations\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_next_follow_up_at_idx\` ON \`registrations\` (\`next_follow_up_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_first_contacted_at_idx\` ON \`registrations\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_last_contacted_at_idx\` ON \`registrations\` (\`last_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_anonymised_at_idx\` ON \`registrations\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_yearly_value_idx\` ON \`registrations\` (\`yearly_value\`);`)
  await db.run(sql`CREATE INDEX \`registrations_utm_source_idx\` ON \`registrations\` (\`utm_source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_form_token_idx\` ON \`registrations\` (\`form_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_idempotency_key_idx\` ON \`registrations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`users_available_idx\`;`)
  await db.run(sql`DROP INDEX \`users_line_link_code_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`available\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`line_user_id\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`line_link_code_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`line_link_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`last_assigned_at\`;`)
  await db.run(sql`DROP INDEX \`notification_deliveries_recipient_idx\`;`)
  await db.run(sql`DROP INDEX \`notification_deliveries_held_idx\`;`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` DROP COLUMN \`recipient\`;`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` DROP COLUMN \`subject\`;`)
  await db.run(sql`ALTER TABLE \`notification_deliveries\` DROP COLUMN \`held\`;`)
}
