import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`activity_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`member_id\` integer,
  	\`subject\` text,
  	\`detail\` text,
  	\`ip_hash\` text,
  	\`prev_hash\` text NOT NULL,
  	\`hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_log_at_idx\` ON \`activity_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_kind_idx\` ON \`activity_log\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_member_idx\` ON \`activity_log\` (\`member_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_log_prev_hash_idx\` ON \`activity_log\` (\`prev_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_log_hash_idx\` ON \`activity_log\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_updated_at_idx\` ON \`activity_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_created_at_idx\` ON \`activity_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`security_settings_two_factor_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`security_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`security_settings_two_factor_roles_order_idx\` ON \`security_settings_two_factor_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`security_settings_two_factor_roles_parent_idx\` ON \`security_settings_two_factor_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`security_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`security_settings_last_edited_by_idx\` ON \`security_settings\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`active\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`deactivated_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`session_info\` text;`)
  await db.run(sql`CREATE INDEX \`users_active_idx\` ON \`users\` (\`active\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`activity_log_id\` integer REFERENCES activity_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_log_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`activity_log\`;`)
  await db.run(sql`DROP TABLE \`security_settings_two_factor_roles\`;`)
  await db.run(sql`DROP TABLE \`security_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`leads_id\` integer,
  	\`registrations_id\` integer,
  	\`consents_id\` integer,
  	\`data_subject_requests_id\` integer,
  	\`users_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consents_id\`) REFERENCES \`consents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_subject_requests_id\`) REFERENCES \`data_subject_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "media_id", "redirects_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "media_id", "redirects_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consents_id_idx\` ON \`payload_locked_documents_rels\` (\`consents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_subject_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_subject_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`DROP INDEX \`users_active_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`active\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`deactivated_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_enabled_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`session_info\`;`)
}
