import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`campaign\` text,
  	\`channel\` text NOT NULL,
  	\`device_type\` text NOT NULL,
  	\`entry\` integer DEFAULT false NOT NULL,
  	\`experiment\` text,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_views_key_idx\` ON \`page_views\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`page_views_day_idx\` ON \`page_views\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`page_views_page_idx\` ON \`page_views\` (\`page\`);`)
  await db.run(sql`CREATE INDEX \`page_views_campaign_idx\` ON \`page_views\` (\`campaign\`);`)
  await db.run(sql`CREATE INDEX \`page_views_experiment_idx\` ON \`page_views\` (\`experiment\`);`)
  await db.run(sql`CREATE INDEX \`page_views_updated_at_idx\` ON \`page_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_views_created_at_idx\` ON \`page_views\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`experiments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`page_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`headline\` text NOT NULL,
  	\`headline_highlight\` text NOT NULL,
  	\`promise\` text NOT NULL,
  	\`demo_label\` text NOT NULL,
  	\`image_id\` integer,
  	\`started_at\` text,
  	\`ended_at\` text,
  	\`kept\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_page_idx\` ON \`experiments\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_status_idx\` ON \`experiments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`experiments_image_idx\` ON \`experiments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_updated_at_idx\` ON \`experiments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiments_created_at_idx\` ON \`experiments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ad_spend\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`campaign\` text NOT NULL,
  	\`month\` text NOT NULL,
  	\`amount_baht\` numeric NOT NULL,
  	\`label\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_spend_campaign_idx\` ON \`ad_spend\` (\`campaign\`);`)
  await db.run(sql`CREATE INDEX \`ad_spend_month_idx\` ON \`ad_spend\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`ad_spend_updated_at_idx\` ON \`ad_spend\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ad_spend_created_at_idx\` ON \`ad_spend\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`experiment\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`ad_click_kind\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`ad_click_id\` text;`)
  await db.run(sql`CREATE INDEX \`leads_experiment_idx\` ON \`leads\` (\`experiment\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`experiment\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`ad_click_kind\` text;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`ad_click_id\` text;`)
  await db.run(sql`CREATE INDEX \`registrations_experiment_idx\` ON \`registrations\` (\`experiment\`);`)
  await db.run(sql`ALTER TABLE \`line_taps\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`line_taps\` ADD \`experiment\` text;`)
  await db.run(sql`CREATE INDEX \`line_taps_landing_page_idx\` ON \`line_taps\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`line_taps_experiment_idx\` ON \`line_taps\` (\`experiment\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`experiments_id\` integer REFERENCES experiments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ad_spend_id\` integer REFERENCES ad_spend(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_spend_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_spend_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_image_idx\` ON \`home_page_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_image_idx\` ON \`_home_page_v_blocks_hero\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_views\`;`)
  await db.run(sql`DROP TABLE \`experiments\`;`)
  await db.run(sql`DROP TABLE \`ad_spend\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`headline\` text,
  	\`headline_highlight\` text,
  	\`promise\` text,
  	\`demo_label\` text,
  	\`line_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`headline\` text,
  	\`headline_highlight\` text,
  	\`promise\` text,
  	\`demo_label\` text,
  	\`line_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
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
  	\`activity_log_id\` integer,
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
  	FOREIGN KEY (\`activity_log_id\`) REFERENCES \`activity_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "media_id", "redirects_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "activity_log_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "media_id", "redirects_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "activity_log_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_log_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`headline\` text,
  	\`headline_highlight\` text,
  	\`promise\` text,
  	\`demo_label\` text,
  	\`line_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "block_name" FROM \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_hero\` RENAME TO \`home_page_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_order_idx\` ON \`home_page_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_parent_id_idx\` ON \`home_page_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_path_idx\` ON \`home_page_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`headline\` text,
  	\`headline_highlight\` text,
  	\`promise\` text,
  	\`demo_label\` text,
  	\`line_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "headline", "headline_highlight", "promise", "demo_label", "line_label", "_uuid", "block_name" FROM \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v_blocks_hero\` RENAME TO \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_order_idx\` ON \`_home_page_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_parent_id_idx\` ON \`_home_page_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_path_idx\` ON \`_home_page_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`DROP INDEX \`leads_experiment_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`experiment\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`ad_click_kind\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`ad_click_id\`;`)
  await db.run(sql`DROP INDEX \`registrations_experiment_idx\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`experiment\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`ad_click_kind\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`ad_click_id\`;`)
  await db.run(sql`DROP INDEX \`line_taps_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`line_taps_experiment_idx\`;`)
  await db.run(sql`ALTER TABLE \`line_taps\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`line_taps\` DROP COLUMN \`experiment\`;`)
}
