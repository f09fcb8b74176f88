import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'sales' NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`line_user_id\` text,
  	\`line_link_code_hash\` text,
  	\`line_link_expires_at\` text,
  	\`active\` integer DEFAULT true,
  	\`deactivated_at\` text,
  	\`two_factor_enabled_at\` text,
  	\`totp_secret\` text,
  	\`totp_pending\` text,
  	\`totp_last_step\` numeric,
  	\`recovery_codes\` text,
  	\`session_info\` text,
  	\`last_assigned_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "available", "line_user_id", "line_link_code_hash", "line_link_expires_at", "active", "deactivated_at", "two_factor_enabled_at", "totp_secret", "totp_pending", "totp_last_step", "recovery_codes", "session_info", "last_assigned_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "role", "available", "line_user_id", "line_link_code_hash", "line_link_expires_at", "active", "deactivated_at", "two_factor_enabled_at", "totp_secret", "totp_pending", "totp_last_step", "recovery_codes", "session_info", "last_assigned_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_available_idx\` ON \`users\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`users_line_link_code_hash_idx\` ON \`users\` (\`line_link_code_hash\`);`)
  await db.run(sql`CREATE INDEX \`users_active_idx\` ON \`users\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`articles_last_edited_by_idx\` ON \`articles\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_last_edited_by_idx\` ON \`_articles_v\` (\`version_last_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`tags\` text,
  	\`published_at\` text,
  	\`excerpt\` text,
  	\`content_html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "generate_slug", "slug", "cover_id", "content", "tags", "published_at", "excerpt", "content_html", "updated_at", "created_at", "_status") SELECT "id", "title", "generate_slug", "slug", "cover_id", "content", "tags", "published_at", "excerpt", "content_html", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_tags\` text,
  	\`version_published_at\` text,
  	\`version_excerpt\` text,
  	\`version_content_html\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_title", "version_generate_slug", "version_slug", "version_cover_id", "version_content", "version_tags", "version_published_at", "version_excerpt", "version_content_html", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_generate_slug", "version_slug", "version_cover_id", "version_content", "version_tags", "version_published_at", "version_excerpt", "version_content_html", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'sales' NOT NULL,
  	\`available\` integer DEFAULT false,
  	\`line_user_id\` text,
  	\`line_link_code_hash\` text,
  	\`line_link_expires_at\` text,
  	\`active\` integer DEFAULT true,
  	\`deactivated_at\` text,
  	\`two_factor_enabled_at\` text,
  	\`totp_secret\` text,
  	\`totp_pending\` text,
  	\`totp_last_step\` numeric,
  	\`recovery_codes\` text,
  	\`session_info\` text,
  	\`last_assigned_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "available", "line_user_id", "line_link_code_hash", "line_link_expires_at", "active", "deactivated_at", "two_factor_enabled_at", "totp_secret", "totp_pending", "totp_last_step", "recovery_codes", "session_info", "last_assigned_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "role", "available", "line_user_id", "line_link_code_hash", "line_link_expires_at", "active", "deactivated_at", "two_factor_enabled_at", "totp_secret", "totp_pending", "totp_last_step", "recovery_codes", "session_info", "last_assigned_at", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_available_idx\` ON \`users\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`users_line_link_code_hash_idx\` ON \`users\` (\`line_link_code_hash\`);`)
  await db.run(sql`CREATE INDEX \`users_active_idx\` ON \`users\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}
