import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_order_idx\` ON \`pages_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_parent_id_idx\` ON \`pages_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`initials\` text,
  	\`shape\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_logos_order_idx\` ON \`pages_blocks_trusted_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_logos_parent_id_idx\` ON \`pages_blocks_trusted_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_stats_order_idx\` ON \`pages_blocks_trusted_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_stats_parent_id_idx\` ON \`pages_blocks_trusted_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_order_idx\` ON \`pages_blocks_trusted\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_parent_id_idx\` ON \`pages_blocks_trusted\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_path_idx\` ON \`pages_blocks_trusted\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problems_pairs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`problem_title\` text,
  	\`problem_description\` text,
  	\`solution_title\` text,
  	\`solution_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_pairs_order_idx\` ON \`pages_blocks_problems_pairs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_pairs_parent_id_idx\` ON \`pages_blocks_problems_pairs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`problem_label\` text,
  	\`solution_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_order_idx\` ON \`pages_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_parent_id_idx\` ON \`pages_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_path_idx\` ON \`pages_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_user_groups_groups_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_user_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_groups_benefits_order_idx\` ON \`pages_blocks_user_groups_groups_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_groups_benefits_parent_id_idx\` ON \`pages_blocks_user_groups_groups_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_user_groups_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_user_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_groups_order_idx\` ON \`pages_blocks_user_groups_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_groups_parent_id_idx\` ON \`pages_blocks_user_groups_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_user_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_order_idx\` ON \`pages_blocks_user_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_parent_id_idx\` ON \`pages_blocks_user_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_user_groups_path_idx\` ON \`pages_blocks_user_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features_features_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_features_points_order_idx\` ON \`pages_blocks_features_features_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_features_points_parent_id_idx\` ON \`pages_blocks_features_features_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_features_order_idx\` ON \`pages_blocks_features_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_features_parent_id_idx\` ON \`pages_blocks_features_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_order_idx\` ON \`pages_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_parent_id_idx\` ON \`pages_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_path_idx\` ON \`pages_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_workflow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_workflow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_workflow_steps_order_idx\` ON \`pages_blocks_workflow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workflow_steps_parent_id_idx\` ON \`pages_blocks_workflow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_workflow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_workflow_order_idx\` ON \`pages_blocks_workflow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workflow_parent_id_idx\` ON \`pages_blocks_workflow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workflow_path_idx\` ON \`pages_blocks_workflow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_results_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_metrics_order_idx\` ON \`pages_blocks_results_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_metrics_parent_id_idx\` ON \`pages_blocks_results_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_results_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`clinic\` text,
  	\`location\` text,
  	\`quote\` text,
  	\`person\` text,
  	\`role\` text,
  	\`highlight\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_stories_order_idx\` ON \`pages_blocks_results_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_stories_parent_id_idx\` ON \`pages_blocks_results_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`stories_heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_order_idx\` ON \`pages_blocks_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_parent_id_idx\` ON \`pages_blocks_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_results_path_idx\` ON \`pages_blocks_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_order_idx\` ON \`pages_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_parent_id_idx\` ON \`pages_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_path_idx\` ON \`pages_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_equipment_order_idx\` ON \`pages_blocks_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_equipment_parent_id_idx\` ON \`pages_blocks_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_equipment_path_idx\` ON \`pages_blocks_equipment\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`closing_title\` text,
  	\`closing_description\` text,
  	\`closing_expert_label\` text,
  	\`closing_line_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_order_idx\` ON \`pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_parent_id_idx\` ON \`pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_path_idx\` ON \`pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_last_edited_by_idx\` ON \`pages\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_highlights_order_idx\` ON \`_pages_v_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_highlights_parent_id_idx\` ON \`_pages_v_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`initials\` text,
  	\`shape\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_logos_order_idx\` ON \`_pages_v_blocks_trusted_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_logos_parent_id_idx\` ON \`_pages_v_blocks_trusted_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_stats_order_idx\` ON \`_pages_v_blocks_trusted_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_stats_parent_id_idx\` ON \`_pages_v_blocks_trusted_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_order_idx\` ON \`_pages_v_blocks_trusted\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_parent_id_idx\` ON \`_pages_v_blocks_trusted\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_path_idx\` ON \`_pages_v_blocks_trusted\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problems_pairs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`problem_title\` text,
  	\`problem_description\` text,
  	\`solution_title\` text,
  	\`solution_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_pairs_order_idx\` ON \`_pages_v_blocks_problems_pairs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_pairs_parent_id_idx\` ON \`_pages_v_blocks_problems_pairs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`problem_label\` text,
  	\`solution_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_order_idx\` ON \`_pages_v_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_parent_id_idx\` ON \`_pages_v_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_path_idx\` ON \`_pages_v_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_user_groups_groups_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_user_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_groups_benefits_order_idx\` ON \`_pages_v_blocks_user_groups_groups_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_groups_benefits_parent_id_idx\` ON \`_pages_v_blocks_user_groups_groups_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_user_groups_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_user_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_groups_order_idx\` ON \`_pages_v_blocks_user_groups_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_groups_parent_id_idx\` ON \`_pages_v_blocks_user_groups_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_user_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_order_idx\` ON \`_pages_v_blocks_user_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_parent_id_idx\` ON \`_pages_v_blocks_user_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_user_groups_path_idx\` ON \`_pages_v_blocks_user_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features_features_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_features_points_order_idx\` ON \`_pages_v_blocks_features_features_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_features_points_parent_id_idx\` ON \`_pages_v_blocks_features_features_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_features_order_idx\` ON \`_pages_v_blocks_features_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_features_parent_id_idx\` ON \`_pages_v_blocks_features_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_order_idx\` ON \`_pages_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_parent_id_idx\` ON \`_pages_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_path_idx\` ON \`_pages_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_workflow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_workflow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workflow_steps_order_idx\` ON \`_pages_v_blocks_workflow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workflow_steps_parent_id_idx\` ON \`_pages_v_blocks_workflow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_workflow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workflow_order_idx\` ON \`_pages_v_blocks_workflow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workflow_parent_id_idx\` ON \`_pages_v_blocks_workflow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workflow_path_idx\` ON \`_pages_v_blocks_workflow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_results_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_metrics_order_idx\` ON \`_pages_v_blocks_results_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_metrics_parent_id_idx\` ON \`_pages_v_blocks_results_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_results_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`clinic\` text,
  	\`location\` text,
  	\`quote\` text,
  	\`person\` text,
  	\`role\` text,
  	\`highlight\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_stories_order_idx\` ON \`_pages_v_blocks_results_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_stories_parent_id_idx\` ON \`_pages_v_blocks_results_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`stories_heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_order_idx\` ON \`_pages_v_blocks_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_parent_id_idx\` ON \`_pages_v_blocks_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_results_path_idx\` ON \`_pages_v_blocks_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_order_idx\` ON \`_pages_v_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_parent_id_idx\` ON \`_pages_v_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_path_idx\` ON \`_pages_v_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_equipment_order_idx\` ON \`_pages_v_blocks_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_equipment_parent_id_idx\` ON \`_pages_v_blocks_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_equipment_path_idx\` ON \`_pages_v_blocks_equipment\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`closing_title\` text,
  	\`closing_description\` text,
  	\`closing_expert_label\` text,
  	\`closing_line_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_order_idx\` ON \`_pages_v_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_parent_id_idx\` ON \`_pages_v_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_path_idx\` ON \`_pages_v_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_last_edited_by_idx\` ON \`_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`auto\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_highlights_order_idx\` ON \`home_page_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_highlights_parent_id_idx\` ON \`home_page_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_order_idx\` ON \`home_page_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_parent_id_idx\` ON \`home_page_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_path_idx\` ON \`home_page_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_trusted_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`initials\` text,
  	\`shape\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_logos_order_idx\` ON \`home_page_blocks_trusted_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_logos_parent_id_idx\` ON \`home_page_blocks_trusted_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_trusted_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_stats_order_idx\` ON \`home_page_blocks_trusted_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_stats_parent_id_idx\` ON \`home_page_blocks_trusted_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_trusted\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_order_idx\` ON \`home_page_blocks_trusted\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_parent_id_idx\` ON \`home_page_blocks_trusted\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_trusted_path_idx\` ON \`home_page_blocks_trusted\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_problems_pairs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`problem_title\` text,
  	\`problem_description\` text,
  	\`solution_title\` text,
  	\`solution_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_problems_pairs_order_idx\` ON \`home_page_blocks_problems_pairs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_problems_pairs_parent_id_idx\` ON \`home_page_blocks_problems_pairs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`problem_label\` text,
  	\`solution_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_problems_order_idx\` ON \`home_page_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_problems_parent_id_idx\` ON \`home_page_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_problems_path_idx\` ON \`home_page_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_user_groups_groups_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_user_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_groups_benefits_order_idx\` ON \`home_page_blocks_user_groups_groups_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_groups_benefits_parent_id_idx\` ON \`home_page_blocks_user_groups_groups_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_user_groups_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_user_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_groups_order_idx\` ON \`home_page_blocks_user_groups_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_groups_parent_id_idx\` ON \`home_page_blocks_user_groups_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_user_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_order_idx\` ON \`home_page_blocks_user_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_parent_id_idx\` ON \`home_page_blocks_user_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_user_groups_path_idx\` ON \`home_page_blocks_user_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features_features_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_features_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_features_points_order_idx\` ON \`home_page_blocks_features_features_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_features_points_parent_id_idx\` ON \`home_page_blocks_features_features_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_features_order_idx\` ON \`home_page_blocks_features_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_features_parent_id_idx\` ON \`home_page_blocks_features_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_order_idx\` ON \`home_page_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_parent_id_idx\` ON \`home_page_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_path_idx\` ON \`home_page_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_workflow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_workflow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_workflow_steps_order_idx\` ON \`home_page_blocks_workflow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_workflow_steps_parent_id_idx\` ON \`home_page_blocks_workflow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_workflow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_workflow_order_idx\` ON \`home_page_blocks_workflow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_workflow_parent_id_idx\` ON \`home_page_blocks_workflow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_workflow_path_idx\` ON \`home_page_blocks_workflow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_results_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_metrics_order_idx\` ON \`home_page_blocks_results_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_metrics_parent_id_idx\` ON \`home_page_blocks_results_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_results_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`clinic\` text,
  	\`location\` text,
  	\`quote\` text,
  	\`person\` text,
  	\`role\` text,
  	\`highlight\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_stories_order_idx\` ON \`home_page_blocks_results_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_stories_parent_id_idx\` ON \`home_page_blocks_results_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`stories_heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_order_idx\` ON \`home_page_blocks_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_parent_id_idx\` ON \`home_page_blocks_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_results_path_idx\` ON \`home_page_blocks_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_pricing_order_idx\` ON \`home_page_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_pricing_parent_id_idx\` ON \`home_page_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_pricing_path_idx\` ON \`home_page_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_equipment_order_idx\` ON \`home_page_blocks_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_equipment_parent_id_idx\` ON \`home_page_blocks_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_equipment_path_idx\` ON \`home_page_blocks_equipment\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_items_order_idx\` ON \`home_page_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_items_parent_id_idx\` ON \`home_page_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`closing_title\` text,
  	\`closing_description\` text,
  	\`closing_expert_label\` text,
  	\`closing_line_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_order_idx\` ON \`home_page_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_parent_id_idx\` ON \`home_page_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_path_idx\` ON \`home_page_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_rich_text_order_idx\` ON \`home_page_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_rich_text_parent_id_idx\` ON \`home_page_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_rich_text_path_idx\` ON \`home_page_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_order_idx\` ON \`home_page_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_parent_id_idx\` ON \`home_page_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_path_idx\` ON \`home_page_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_last_edited_by_idx\` ON \`home_page\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_highlights_order_idx\` ON \`_home_page_v_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_highlights_parent_id_idx\` ON \`_home_page_v_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_order_idx\` ON \`_home_page_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_parent_id_idx\` ON \`_home_page_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_path_idx\` ON \`_home_page_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_trusted_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`initials\` text,
  	\`shape\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_logos_order_idx\` ON \`_home_page_v_blocks_trusted_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_logos_parent_id_idx\` ON \`_home_page_v_blocks_trusted_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_trusted_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_trusted\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_stats_order_idx\` ON \`_home_page_v_blocks_trusted_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_stats_parent_id_idx\` ON \`_home_page_v_blocks_trusted_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_trusted\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_order_idx\` ON \`_home_page_v_blocks_trusted\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_parent_id_idx\` ON \`_home_page_v_blocks_trusted\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_trusted_path_idx\` ON \`_home_page_v_blocks_trusted\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_problems_pairs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`problem_title\` text,
  	\`problem_description\` text,
  	\`solution_title\` text,
  	\`solution_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_problems_pairs_order_idx\` ON \`_home_page_v_blocks_problems_pairs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_problems_pairs_parent_id_idx\` ON \`_home_page_v_blocks_problems_pairs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`problem_label\` text,
  	\`solution_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_problems_order_idx\` ON \`_home_page_v_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_problems_parent_id_idx\` ON \`_home_page_v_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_problems_path_idx\` ON \`_home_page_v_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_user_groups_groups_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_user_groups_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_groups_benefits_order_idx\` ON \`_home_page_v_blocks_user_groups_groups_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_groups_benefits_parent_id_idx\` ON \`_home_page_v_blocks_user_groups_groups_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_user_groups_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`title\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_user_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_groups_order_idx\` ON \`_home_page_v_blocks_user_groups_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_groups_parent_id_idx\` ON \`_home_page_v_blocks_user_groups_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_user_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_order_idx\` ON \`_home_page_v_blocks_user_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_parent_id_idx\` ON \`_home_page_v_blocks_user_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_user_groups_path_idx\` ON \`_home_page_v_blocks_user_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features_features_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_features_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_features_points_order_idx\` ON \`_home_page_v_blocks_features_features_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_features_points_parent_id_idx\` ON \`_home_page_v_blocks_features_features_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_features_order_idx\` ON \`_home_page_v_blocks_features_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_features_parent_id_idx\` ON \`_home_page_v_blocks_features_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_order_idx\` ON \`_home_page_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_parent_id_idx\` ON \`_home_page_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_path_idx\` ON \`_home_page_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_workflow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_workflow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_workflow_steps_order_idx\` ON \`_home_page_v_blocks_workflow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_workflow_steps_parent_id_idx\` ON \`_home_page_v_blocks_workflow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_workflow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_workflow_order_idx\` ON \`_home_page_v_blocks_workflow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_workflow_parent_id_idx\` ON \`_home_page_v_blocks_workflow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_workflow_path_idx\` ON \`_home_page_v_blocks_workflow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_results_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_metrics_order_idx\` ON \`_home_page_v_blocks_results_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_metrics_parent_id_idx\` ON \`_home_page_v_blocks_results_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_results_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`clinic\` text,
  	\`location\` text,
  	\`quote\` text,
  	\`person\` text,
  	\`role\` text,
  	\`highlight\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_stories_order_idx\` ON \`_home_page_v_blocks_results_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_stories_parent_id_idx\` ON \`_home_page_v_blocks_results_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`stories_heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_order_idx\` ON \`_home_page_v_blocks_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_parent_id_idx\` ON \`_home_page_v_blocks_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_results_path_idx\` ON \`_home_page_v_blocks_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_pricing_order_idx\` ON \`_home_page_v_blocks_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_pricing_parent_id_idx\` ON \`_home_page_v_blocks_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_pricing_path_idx\` ON \`_home_page_v_blocks_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_equipment_order_idx\` ON \`_home_page_v_blocks_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_equipment_parent_id_idx\` ON \`_home_page_v_blocks_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_equipment_path_idx\` ON \`_home_page_v_blocks_equipment\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_items_order_idx\` ON \`_home_page_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_items_parent_id_idx\` ON \`_home_page_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_title\` text,
  	\`intro_description\` text,
  	\`closing_title\` text,
  	\`closing_description\` text,
  	\`closing_expert_label\` text,
  	\`closing_line_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_order_idx\` ON \`_home_page_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_parent_id_idx\` ON \`_home_page_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_path_idx\` ON \`_home_page_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`html\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_rich_text_order_idx\` ON \`_home_page_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_rich_text_parent_id_idx\` ON \`_home_page_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_rich_text_path_idx\` ON \`_home_page_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_order_idx\` ON \`_home_page_v_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_parent_id_idx\` ON \`_home_page_v_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_path_idx\` ON \`_home_page_v_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_last_edited_by_idx\` ON \`_home_page_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`pricing_packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_packages_features_order_idx\` ON \`pricing_packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_packages_features_parent_id_idx\` ON \`pricing_packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`subtitle\` text,
  	\`yearly_price\` numeric,
  	\`monthly_price_text\` text,
  	\`suitability\` text,
  	\`popular\` integer,
  	\`users\` text,
  	\`storage\` text,
  	\`doctors\` text,
  	\`support\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_packages_order_idx\` ON \`pricing_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_packages_parent_id_idx\` ON \`pricing_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`mini\` integer,
  	\`more\` integer,
  	\`ultimate\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_comparison_order_idx\` ON \`pricing_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_comparison_parent_id_idx\` ON \`pricing_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_benefits_order_idx\` ON \`pricing_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_benefits_parent_id_idx\` ON \`pricing_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_equipment_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_equipment_features_order_idx\` ON \`pricing_equipment_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_equipment_features_parent_id_idx\` ON \`pricing_equipment_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`model\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_equipment_order_idx\` ON \`pricing_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_equipment_parent_id_idx\` ON \`pricing_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vat_percent\` numeric DEFAULT 7,
  	\`note\` text,
  	\`labels_currency\` text,
  	\`labels_per_year\` text,
  	\`labels_recommended\` text,
  	\`labels_recommended_long\` text,
  	\`labels_users\` text,
  	\`labels_storage\` text,
  	\`labels_doctors\` text,
  	\`labels_support\` text,
  	\`labels_cta\` text,
  	\`labels_comparison_cta\` text,
  	\`labels_comparison_heading\` text,
  	\`labels_comparison_caption\` text,
  	\`labels_feature_column\` text,
  	\`labels_included\` text,
  	\`labels_excluded\` text,
  	\`labels_benefits_heading\` text,
  	\`equipment_note\` text,
  	\`equipment_labels_currency\` text,
  	\`equipment_labels_model\` text,
  	\`last_edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_last_edited_by_idx\` ON \`pricing\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing__status_idx\` ON \`pricing\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_packages_features_order_idx\` ON \`_pricing_v_version_packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_packages_features_parent_id_idx\` ON \`_pricing_v_version_packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`subtitle\` text,
  	\`yearly_price\` numeric,
  	\`monthly_price_text\` text,
  	\`suitability\` text,
  	\`popular\` integer,
  	\`users\` text,
  	\`storage\` text,
  	\`doctors\` text,
  	\`support\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_packages_order_idx\` ON \`_pricing_v_version_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_packages_parent_id_idx\` ON \`_pricing_v_version_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`mini\` integer,
  	\`more\` integer,
  	\`ultimate\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_comparison_order_idx\` ON \`_pricing_v_version_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_comparison_parent_id_idx\` ON \`_pricing_v_version_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_benefits_order_idx\` ON \`_pricing_v_version_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_benefits_parent_id_idx\` ON \`_pricing_v_version_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_equipment_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_equipment_features_order_idx\` ON \`_pricing_v_version_equipment_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_equipment_features_parent_id_idx\` ON \`_pricing_v_version_equipment_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`model\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_equipment_order_idx\` ON \`_pricing_v_version_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_equipment_parent_id_idx\` ON \`_pricing_v_version_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_vat_percent\` numeric DEFAULT 7,
  	\`version_note\` text,
  	\`version_labels_currency\` text,
  	\`version_labels_per_year\` text,
  	\`version_labels_recommended\` text,
  	\`version_labels_recommended_long\` text,
  	\`version_labels_users\` text,
  	\`version_labels_storage\` text,
  	\`version_labels_doctors\` text,
  	\`version_labels_support\` text,
  	\`version_labels_cta\` text,
  	\`version_labels_comparison_cta\` text,
  	\`version_labels_comparison_heading\` text,
  	\`version_labels_comparison_caption\` text,
  	\`version_labels_feature_column\` text,
  	\`version_labels_included\` text,
  	\`version_labels_excluded\` text,
  	\`version_labels_benefits_heading\` text,
  	\`version_equipment_note\` text,
  	\`version_equipment_labels_currency\` text,
  	\`version_equipment_labels_model\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_version_last_edited_by_idx\` ON \`_pricing_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_version__status_idx\` ON \`_pricing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_created_at_idx\` ON \`_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_updated_at_idx\` ON \`_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_latest_idx\` ON \`_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_autosave_idx\` ON \`_pricing_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`line_id\` text NOT NULL,
  	\`line_url\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`copyright_year\` numeric NOT NULL,
  	\`contact_title\` text NOT NULL,
  	\`contact_description\` text NOT NULL,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_last_edited_by_idx\` ON \`site_settings\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_company_name\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_line_id\` text NOT NULL,
  	\`version_line_url\` text NOT NULL,
  	\`version_address\` text NOT NULL,
  	\`version_hours\` text NOT NULL,
  	\`version_copyright_year\` numeric NOT NULL,
  	\`version_contact_title\` text NOT NULL,
  	\`version_contact_description\` text NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_last_edited_by_idx\` ON \`_site_settings_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_intro_order_idx\` ON \`privacy_notice_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_intro_parent_id_idx\` ON \`privacy_notice_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_sections_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice_sections_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_content_items_order_idx\` ON \`privacy_notice_sections_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_content_items_parent_id_idx\` ON \`privacy_notice_sections_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_sections_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'p',
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_content_order_idx\` ON \`privacy_notice_sections_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_content_parent_id_idx\` ON \`privacy_notice_sections_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_order_idx\` ON \`privacy_notice_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_sections_parent_id_idx\` ON \`privacy_notice_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`effective_text\` text,
  	\`effective_date\` text,
  	\`notice_version\` text,
  	\`cookie_version\` text,
  	\`cookie_revision\` numeric,
  	\`content_hash\` text,
  	\`cookie_hash\` text,
  	\`last_edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_last_edited_by_idx\` ON \`privacy_notice\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice__status_idx\` ON \`privacy_notice\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_intro_order_idx\` ON \`_privacy_notice_v_version_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_intro_parent_id_idx\` ON \`_privacy_notice_v_version_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_sections_content_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v_version_sections_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_content_items_order_idx\` ON \`_privacy_notice_v_version_sections_content_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_content_items_parent_id_idx\` ON \`_privacy_notice_v_version_sections_content_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_sections_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'p',
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_content_order_idx\` ON \`_privacy_notice_v_version_sections_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_content_parent_id_idx\` ON \`_privacy_notice_v_version_sections_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_order_idx\` ON \`_privacy_notice_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_sections_parent_id_idx\` ON \`_privacy_notice_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_effective_text\` text,
  	\`version_effective_date\` text,
  	\`version_notice_version\` text,
  	\`version_cookie_version\` text,
  	\`version_cookie_revision\` numeric,
  	\`version_content_hash\` text,
  	\`version_cookie_hash\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_version_last_edited_by_idx\` ON \`_privacy_notice_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_version__status_idx\` ON \`_privacy_notice_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_created_at_idx\` ON \`_privacy_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_updated_at_idx\` ON \`_privacy_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_latest_idx\` ON \`_privacy_notice_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_autosave_idx\` ON \`_privacy_notice_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`register_page_summary_promises\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`register_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`register_page_summary_promises_order_idx\` ON \`register_page_summary_promises\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`register_page_summary_promises_parent_id_idx\` ON \`register_page_summary_promises\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`register_page_done_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`register_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`register_page_done_steps_order_idx\` ON \`register_page_done_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`register_page_done_steps_parent_id_idx\` ON \`register_page_done_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`register_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`form_form_heading\` text,
  	\`form_required_note\` text,
  	\`form_required\` text,
  	\`form_clinic_name\` text,
  	\`form_clinic_name_placeholder\` text,
  	\`form_full_name\` text,
  	\`form_full_name_placeholder\` text,
  	\`form_phone\` text,
  	\`form_phone_placeholder\` text,
  	\`form_email\` text,
  	\`form_email_placeholder\` text,
  	\`form_branch_count\` text,
  	\`form_branch_count_hint\` text,
  	\`form_package\` text,
  	\`form_per_branch_year\` text,
  	\`form_recommended\` text,
  	\`form_message\` text,
  	\`form_message_placeholder\` text,
  	\`form_honeypot\` text,
  	\`form_submit\` text,
  	\`form_submitting\` text,
  	\`form_error_title\` text,
  	\`form_error_description\` text,
  	\`form_close\` text,
  	\`summary_heading\` text,
  	\`summary_package_label\` text,
  	\`summary_branches_label\` text,
  	\`summary_per_branch_label\` text,
  	\`summary_subtotal_label\` text,
  	\`summary_vat_label\` text,
  	\`summary_total_label\` text,
  	\`summary_total_with_vat\` text,
  	\`summary_see_summary\` text,
  	\`summary_branch_unit\` text,
  	\`summary_promises_heading\` text,
  	\`summary_note\` text,
  	\`done_title\` text,
  	\`done_summary\` text,
  	\`done_next_heading\` text,
  	\`done_line_hint\` text,
  	\`done_again\` text,
  	\`last_edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`register_page_last_edited_by_idx\` ON \`register_page\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`register_page__status_idx\` ON \`register_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_register_page_v_version_summary_promises\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_register_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_summary_promises_order_idx\` ON \`_register_page_v_version_summary_promises\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_summary_promises_parent_id_idx\` ON \`_register_page_v_version_summary_promises\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_register_page_v_version_done_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_register_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_done_steps_order_idx\` ON \`_register_page_v_version_done_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_done_steps_parent_id_idx\` ON \`_register_page_v_version_done_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_register_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_intro\` text,
  	\`version_form_form_heading\` text,
  	\`version_form_required_note\` text,
  	\`version_form_required\` text,
  	\`version_form_clinic_name\` text,
  	\`version_form_clinic_name_placeholder\` text,
  	\`version_form_full_name\` text,
  	\`version_form_full_name_placeholder\` text,
  	\`version_form_phone\` text,
  	\`version_form_phone_placeholder\` text,
  	\`version_form_email\` text,
  	\`version_form_email_placeholder\` text,
  	\`version_form_branch_count\` text,
  	\`version_form_branch_count_hint\` text,
  	\`version_form_package\` text,
  	\`version_form_per_branch_year\` text,
  	\`version_form_recommended\` text,
  	\`version_form_message\` text,
  	\`version_form_message_placeholder\` text,
  	\`version_form_honeypot\` text,
  	\`version_form_submit\` text,
  	\`version_form_submitting\` text,
  	\`version_form_error_title\` text,
  	\`version_form_error_description\` text,
  	\`version_form_close\` text,
  	\`version_summary_heading\` text,
  	\`version_summary_package_label\` text,
  	\`version_summary_branches_label\` text,
  	\`version_summary_per_branch_label\` text,
  	\`version_summary_subtotal_label\` text,
  	\`version_summary_vat_label\` text,
  	\`version_summary_total_label\` text,
  	\`version_summary_total_with_vat\` text,
  	\`version_summary_see_summary\` text,
  	\`version_summary_branch_unit\` text,
  	\`version_summary_promises_heading\` text,
  	\`version_summary_note\` text,
  	\`version_done_title\` text,
  	\`version_done_summary\` text,
  	\`version_done_next_heading\` text,
  	\`version_done_line_hint\` text,
  	\`version_done_again\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_version_last_edited_by_idx\` ON \`_register_page_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_version_version__status_idx\` ON \`_register_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_created_at_idx\` ON \`_register_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_updated_at_idx\` ON \`_register_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_latest_idx\` ON \`_register_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_register_page_v_autosave_idx\` ON \`_register_page_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`package_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`notice_version\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems_pairs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_user_groups_groups_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_user_groups_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_user_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_features_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_workflow_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_workflow\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_results_metrics\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_results_stories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_results\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_equipment\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problems_pairs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_user_groups_groups_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_user_groups_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_user_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_features_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_workflow_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_workflow\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_results_metrics\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_results_stories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_results\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_equipment\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_trusted_logos\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_trusted_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_trusted\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_problems_pairs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_user_groups_groups_benefits\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_user_groups_groups\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_user_groups\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features_features_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_workflow_steps\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_workflow\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_results_metrics\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_results_stories\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_results\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_equipment\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_trusted_logos\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_trusted_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_trusted\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_problems_pairs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_user_groups_groups_benefits\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_user_groups_groups\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_user_groups\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features_features_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features_features\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_workflow_steps\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_workflow\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_results_metrics\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_results_stories\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_results\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_pricing\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_equipment\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`pricing_packages_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_packages\`;`)
  await db.run(sql`DROP TABLE \`pricing_comparison\`;`)
  await db.run(sql`DROP TABLE \`pricing_benefits\`;`)
  await db.run(sql`DROP TABLE \`pricing_equipment_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_equipment\`;`)
  await db.run(sql`DROP TABLE \`pricing\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_packages_features\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_packages\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_equipment_features\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_equipment\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_intro\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_sections_content_items\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_sections_content\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_intro\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_sections_content_items\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_sections_content\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v\`;`)
  await db.run(sql`DROP TABLE \`register_page_summary_promises\`;`)
  await db.run(sql`DROP TABLE \`register_page_done_steps\`;`)
  await db.run(sql`DROP TABLE \`register_page\`;`)
  await db.run(sql`DROP TABLE \`_register_page_v_version_summary_promises\`;`)
  await db.run(sql`DROP TABLE \`_register_page_v_version_done_steps\`;`)
  await db.run(sql`DROP TABLE \`_register_page_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`registrations_id\` integer,
  	\`consents_id\` integer,
  	\`data_subject_requests_id\` integer,
  	\`users_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consents_id\`) REFERENCES \`consents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_subject_requests_id\`) REFERENCES \`data_subject_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "media_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "articles_id", "media_id", "leads_id", "registrations_id", "consents_id", "data_subject_requests_id", "users_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consents_id_idx\` ON \`payload_locked_documents_rels\` (\`consents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_subject_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_subject_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`package_price\`;`)
  await db.run(sql`ALTER TABLE \`registrations\` DROP COLUMN \`notice_version\`;`)
}
