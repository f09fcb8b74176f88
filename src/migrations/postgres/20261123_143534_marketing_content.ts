import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_trusted_logos_shape" AS ENUM('circle', 'rounded-square', 'hexagon', 'shield', 'diamond');
  CREATE TYPE "public"."enum_pages_blocks_user_groups_groups_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_features_features_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_trusted_logos_shape" AS ENUM('circle', 'rounded-square', 'hexagon', 'shield', 'diamond');
  CREATE TYPE "public"."enum__pages_v_blocks_user_groups_groups_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_features_features_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_blocks_trusted_logos_shape" AS ENUM('circle', 'rounded-square', 'hexagon', 'shield', 'diamond');
  CREATE TYPE "public"."enum_home_page_blocks_user_groups_groups_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum_home_page_blocks_features_features_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_blocks_trusted_logos_shape" AS ENUM('circle', 'rounded-square', 'hexagon', 'shield', 'diamond');
  CREATE TYPE "public"."enum__home_page_v_blocks_user_groups_groups_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum__home_page_v_blocks_features_features_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pricing_packages_key" AS ENUM('Mini', 'More', 'Ultimate');
  CREATE TYPE "public"."enum_pricing_equipment_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_version_packages_key" AS ENUM('Mini', 'More', 'Ultimate');
  CREATE TYPE "public"."enum__pricing_v_version_equipment_icon" AS ENUM('activity', 'bar-chart', 'bell', 'building', 'calendar', 'camera', 'clipboard', 'clock', 'credit-card', 'database', 'file-text', 'globe', 'heart-pulse', 'id-card', 'layers', 'line-chat', 'lock', 'megaphone', 'microscope', 'package', 'pen-tool', 'pill', 'receipt', 'shield-check', 'smartphone', 'stethoscope', 'trending-up', 'user-check', 'user-cog', 'users', 'wallet', 'zap');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_privacy_notice_sections_content_kind" AS ENUM('p', 'ul');
  CREATE TYPE "public"."enum_privacy_notice_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_notice_v_version_sections_content_kind" AS ENUM('p', 'ul');
  CREATE TYPE "public"."enum__privacy_notice_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_register_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__register_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"headline_highlight" varchar,
  	"promise" varchar,
  	"demo_label" varchar,
  	"line_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trusted_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"initials" varchar,
  	"shape" "enum_pages_blocks_trusted_logos_shape"
  );
  
  CREATE TABLE "pages_blocks_trusted_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_trusted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_problems_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"problem_title" varchar,
  	"problem_description" varchar,
  	"solution_title" varchar,
  	"solution_description" varchar
  );
  
  CREATE TABLE "pages_blocks_problems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"problem_label" varchar,
  	"solution_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_user_groups_groups_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_user_groups_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum_pages_blocks_user_groups_groups_icon"
  );
  
  CREATE TABLE "pages_blocks_user_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_features_features_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_features_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_features_features_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_workflow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"time" varchar
  );
  
  CREATE TABLE "pages_blocks_workflow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_results_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_results_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"clinic" varchar,
  	"location" varchar,
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"highlight" varchar
  );
  
  CREATE TABLE "pages_blocks_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"stories_heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"closing_title" varchar,
  	"closing_description" varchar,
  	"closing_expert_label" varchar,
  	"closing_line_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"last_edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"headline_highlight" varchar,
  	"promise" varchar,
  	"demo_label" varchar,
  	"line_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"initials" varchar,
  	"shape" "enum__pages_v_blocks_trusted_logos_shape",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trusted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_problems_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"problem_title" varchar,
  	"problem_description" varchar,
  	"solution_title" varchar,
  	"solution_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_problems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"problem_label" varchar,
  	"solution_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_user_groups_groups_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_user_groups_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum__pages_v_blocks_user_groups_groups_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_user_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_features_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_features_features_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_workflow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_workflow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_results_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_results_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"clinic" varchar,
  	"location" varchar,
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"highlight" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"stories_heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"closing_title" varchar,
  	"closing_description" varchar,
  	"closing_expert_label" varchar,
  	"closing_line_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"auto" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"headline_highlight" varchar,
  	"promise" varchar,
  	"demo_label" varchar,
  	"line_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_trusted_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"initials" varchar,
  	"shape" "enum_home_page_blocks_trusted_logos_shape"
  );
  
  CREATE TABLE "home_page_blocks_trusted_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "home_page_blocks_trusted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_problems_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"problem_title" varchar,
  	"problem_description" varchar,
  	"solution_title" varchar,
  	"solution_description" varchar
  );
  
  CREATE TABLE "home_page_blocks_problems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"problem_label" varchar,
  	"solution_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_user_groups_groups_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_blocks_user_groups_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum_home_page_blocks_user_groups_groups_icon"
  );
  
  CREATE TABLE "home_page_blocks_user_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_features_features_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_blocks_features_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_home_page_blocks_features_features_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "home_page_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_workflow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"time" varchar
  );
  
  CREATE TABLE "home_page_blocks_workflow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_results_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "home_page_blocks_results_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"clinic" varchar,
  	"location" varchar,
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"highlight" varchar
  );
  
  CREATE TABLE "home_page_blocks_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"stories_heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "home_page_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"closing_title" varchar,
  	"closing_description" varchar,
  	"closing_expert_label" varchar,
  	"closing_line_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_edited_by_id" integer,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v_blocks_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"headline_highlight" varchar,
  	"promise" varchar,
  	"demo_label" varchar,
  	"line_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_trusted_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"initials" varchar,
  	"shape" "enum__home_page_v_blocks_trusted_logos_shape",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_trusted_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_trusted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_problems_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"problem_title" varchar,
  	"problem_description" varchar,
  	"solution_title" varchar,
  	"solution_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_problems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"problem_label" varchar,
  	"solution_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_user_groups_groups_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_user_groups_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum__home_page_v_blocks_user_groups_groups_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_user_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features_features_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__home_page_v_blocks_features_features_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_workflow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_workflow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_results_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_results_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"clinic" varchar,
  	"location" varchar,
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"highlight" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"stories_heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_title" varchar,
  	"intro_description" varchar,
  	"closing_title" varchar,
  	"closing_description" varchar,
  	"closing_expert_label" varchar,
  	"closing_line_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pricing_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_pricing_packages_key",
  	"name" varchar,
  	"subtitle" varchar,
  	"yearly_price" numeric,
  	"monthly_price_text" varchar,
  	"suitability" varchar,
  	"popular" boolean,
  	"users" varchar,
  	"storage" varchar,
  	"doctors" varchar,
  	"support" varchar
  );
  
  CREATE TABLE "pricing_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"mini" boolean,
  	"more" boolean,
  	"ultimate" boolean
  );
  
  CREATE TABLE "pricing_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_equipment_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"model" varchar,
  	"price" numeric,
  	"description" varchar,
  	"icon" "enum_pricing_equipment_icon"
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vat_percent" numeric DEFAULT 7,
  	"note" varchar,
  	"labels_currency" varchar,
  	"labels_per_year" varchar,
  	"labels_recommended" varchar,
  	"labels_recommended_long" varchar,
  	"labels_users" varchar,
  	"labels_storage" varchar,
  	"labels_doctors" varchar,
  	"labels_support" varchar,
  	"labels_cta" varchar,
  	"labels_comparison_cta" varchar,
  	"labels_comparison_heading" varchar,
  	"labels_comparison_caption" varchar,
  	"labels_feature_column" varchar,
  	"labels_included" varchar,
  	"labels_excluded" varchar,
  	"labels_benefits_heading" varchar,
  	"equipment_note" varchar,
  	"equipment_labels_currency" varchar,
  	"equipment_labels_model" varchar,
  	"last_edited_by_id" integer,
  	"_status" "enum_pricing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pricing_v_version_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__pricing_v_version_packages_key",
  	"name" varchar,
  	"subtitle" varchar,
  	"yearly_price" numeric,
  	"monthly_price_text" varchar,
  	"suitability" varchar,
  	"popular" boolean,
  	"users" varchar,
  	"storage" varchar,
  	"doctors" varchar,
  	"support" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"mini" boolean,
  	"more" boolean,
  	"ultimate" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_equipment_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"model" varchar,
  	"price" numeric,
  	"description" varchar,
  	"icon" "enum__pricing_v_version_equipment_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_vat_percent" numeric DEFAULT 7,
  	"version_note" varchar,
  	"version_labels_currency" varchar,
  	"version_labels_per_year" varchar,
  	"version_labels_recommended" varchar,
  	"version_labels_recommended_long" varchar,
  	"version_labels_users" varchar,
  	"version_labels_storage" varchar,
  	"version_labels_doctors" varchar,
  	"version_labels_support" varchar,
  	"version_labels_cta" varchar,
  	"version_labels_comparison_cta" varchar,
  	"version_labels_comparison_heading" varchar,
  	"version_labels_comparison_caption" varchar,
  	"version_labels_feature_column" varchar,
  	"version_labels_included" varchar,
  	"version_labels_excluded" varchar,
  	"version_labels_benefits_heading" varchar,
  	"version_equipment_note" varchar,
  	"version_equipment_labels_currency" varchar,
  	"version_equipment_labels_model" varchar,
  	"version_last_edited_by_id" integer,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"line_id" varchar NOT NULL,
  	"line_url" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"copyright_year" numeric NOT NULL,
  	"contact_title" varchar NOT NULL,
  	"contact_description" varchar NOT NULL,
  	"last_edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_company_name" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_line_id" varchar NOT NULL,
  	"version_line_url" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_hours" varchar NOT NULL,
  	"version_copyright_year" numeric NOT NULL,
  	"version_contact_title" varchar NOT NULL,
  	"version_contact_description" varchar NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_notice_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "privacy_notice_sections_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "privacy_notice_sections_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_notice_sections_content_kind" DEFAULT 'p',
  	"text" varchar
  );
  
  CREATE TABLE "privacy_notice_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "privacy_notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_text" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"notice_version" varchar,
  	"cookie_version" varchar,
  	"cookie_revision" numeric,
  	"content_hash" varchar,
  	"cookie_hash" varchar,
  	"last_edited_by_id" integer,
  	"_status" "enum_privacy_notice_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_privacy_notice_v_version_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v_version_sections_content_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v_version_sections_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__privacy_notice_v_version_sections_content_kind" DEFAULT 'p',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_effective_text" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_notice_version" varchar,
  	"version_cookie_version" varchar,
  	"version_cookie_revision" numeric,
  	"version_content_hash" varchar,
  	"version_cookie_hash" varchar,
  	"version_last_edited_by_id" integer,
  	"version__status" "enum__privacy_notice_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "register_page_summary_promises" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "register_page_done_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "register_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"intro" varchar,
  	"form_form_heading" varchar,
  	"form_required_note" varchar,
  	"form_required" varchar,
  	"form_clinic_name" varchar,
  	"form_clinic_name_placeholder" varchar,
  	"form_full_name" varchar,
  	"form_full_name_placeholder" varchar,
  	"form_phone" varchar,
  	"form_phone_placeholder" varchar,
  	"form_email" varchar,
  	"form_email_placeholder" varchar,
  	"form_branch_count" varchar,
  	"form_branch_count_hint" varchar,
  	"form_package" varchar,
  	"form_per_branch_year" varchar,
  	"form_recommended" varchar,
  	"form_message" varchar,
  	"form_message_placeholder" varchar,
  	"form_honeypot" varchar,
  	"form_submit" varchar,
  	"form_submitting" varchar,
  	"form_error_title" varchar,
  	"form_error_description" varchar,
  	"form_close" varchar,
  	"summary_heading" varchar,
  	"summary_package_label" varchar,
  	"summary_branches_label" varchar,
  	"summary_per_branch_label" varchar,
  	"summary_subtotal_label" varchar,
  	"summary_vat_label" varchar,
  	"summary_total_label" varchar,
  	"summary_total_with_vat" varchar,
  	"summary_see_summary" varchar,
  	"summary_branch_unit" varchar,
  	"summary_promises_heading" varchar,
  	"summary_note" varchar,
  	"done_title" varchar,
  	"done_summary" varchar,
  	"done_next_heading" varchar,
  	"done_line_hint" varchar,
  	"done_again" varchar,
  	"last_edited_by_id" integer,
  	"_status" "enum_register_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_register_page_v_version_summary_promises" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_register_page_v_version_done_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_register_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_intro" varchar,
  	"version_form_form_heading" varchar,
  	"version_form_required_note" varchar,
  	"version_form_required" varchar,
  	"version_form_clinic_name" varchar,
  	"version_form_clinic_name_placeholder" varchar,
  	"version_form_full_name" varchar,
  	"version_form_full_name_placeholder" varchar,
  	"version_form_phone" varchar,
  	"version_form_phone_placeholder" varchar,
  	"version_form_email" varchar,
  	"version_form_email_placeholder" varchar,
  	"version_form_branch_count" varchar,
  	"version_form_branch_count_hint" varchar,
  	"version_form_package" varchar,
  	"version_form_per_branch_year" varchar,
  	"version_form_recommended" varchar,
  	"version_form_message" varchar,
  	"version_form_message_placeholder" varchar,
  	"version_form_honeypot" varchar,
  	"version_form_submit" varchar,
  	"version_form_submitting" varchar,
  	"version_form_error_title" varchar,
  	"version_form_error_description" varchar,
  	"version_form_close" varchar,
  	"version_summary_heading" varchar,
  	"version_summary_package_label" varchar,
  	"version_summary_branches_label" varchar,
  	"version_summary_per_branch_label" varchar,
  	"version_summary_subtotal_label" varchar,
  	"version_summary_vat_label" varchar,
  	"version_summary_total_label" varchar,
  	"version_summary_total_with_vat" varchar,
  	"version_summary_see_summary" varchar,
  	"version_summary_branch_unit" varchar,
  	"version_summary_promises_heading" varchar,
  	"version_summary_note" varchar,
  	"version_done_title" varchar,
  	"version_done_summary" varchar,
  	"version_done_next_heading" varchar,
  	"version_done_line_hint" varchar,
  	"version_done_again" varchar,
  	"version_last_edited_by_id" integer,
  	"version__status" "enum__register_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "registrations" ADD COLUMN "package_price" numeric;
  ALTER TABLE "registrations" ADD COLUMN "notice_version" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_hero_highlights" ADD CONSTRAINT "pages_blocks_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_logos" ADD CONSTRAINT "pages_blocks_trusted_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_stats" ADD CONSTRAINT "pages_blocks_trusted_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted" ADD CONSTRAINT "pages_blocks_trusted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_problems_pairs" ADD CONSTRAINT "pages_blocks_problems_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_problems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_problems" ADD CONSTRAINT "pages_blocks_problems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_user_groups_groups_benefits" ADD CONSTRAINT "pages_blocks_user_groups_groups_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_user_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_user_groups_groups" ADD CONSTRAINT "pages_blocks_user_groups_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_user_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_user_groups" ADD CONSTRAINT "pages_blocks_user_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_features_points" ADD CONSTRAINT "pages_blocks_features_features_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_features" ADD CONSTRAINT "pages_blocks_features_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features" ADD CONSTRAINT "pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workflow_steps" ADD CONSTRAINT "pages_blocks_workflow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_workflow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workflow" ADD CONSTRAINT "pages_blocks_workflow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_results_metrics" ADD CONSTRAINT "pages_blocks_results_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_results_stories" ADD CONSTRAINT "pages_blocks_results_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_results" ADD CONSTRAINT "pages_blocks_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing" ADD CONSTRAINT "pages_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_equipment" ADD CONSTRAINT "pages_blocks_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_highlights" ADD CONSTRAINT "_pages_v_blocks_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_logos" ADD CONSTRAINT "_pages_v_blocks_trusted_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_stats" ADD CONSTRAINT "_pages_v_blocks_trusted_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted" ADD CONSTRAINT "_pages_v_blocks_trusted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_problems_pairs" ADD CONSTRAINT "_pages_v_blocks_problems_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_problems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_problems" ADD CONSTRAINT "_pages_v_blocks_problems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_user_groups_groups_benefits" ADD CONSTRAINT "_pages_v_blocks_user_groups_groups_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_user_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_user_groups_groups" ADD CONSTRAINT "_pages_v_blocks_user_groups_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_user_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_user_groups" ADD CONSTRAINT "_pages_v_blocks_user_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_features_points" ADD CONSTRAINT "_pages_v_blocks_features_features_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_features" ADD CONSTRAINT "_pages_v_blocks_features_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features" ADD CONSTRAINT "_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workflow_steps" ADD CONSTRAINT "_pages_v_blocks_workflow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_workflow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workflow" ADD CONSTRAINT "_pages_v_blocks_workflow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_results_metrics" ADD CONSTRAINT "_pages_v_blocks_results_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_results_stories" ADD CONSTRAINT "_pages_v_blocks_results_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_results" ADD CONSTRAINT "_pages_v_blocks_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing" ADD CONSTRAINT "_pages_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_equipment" ADD CONSTRAINT "_pages_v_blocks_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero_highlights" ADD CONSTRAINT "home_page_blocks_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_trusted_logos" ADD CONSTRAINT "home_page_blocks_trusted_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_trusted_stats" ADD CONSTRAINT "home_page_blocks_trusted_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_trusted" ADD CONSTRAINT "home_page_blocks_trusted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_problems_pairs" ADD CONSTRAINT "home_page_blocks_problems_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_problems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_problems" ADD CONSTRAINT "home_page_blocks_problems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_user_groups_groups_benefits" ADD CONSTRAINT "home_page_blocks_user_groups_groups_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_user_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_user_groups_groups" ADD CONSTRAINT "home_page_blocks_user_groups_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_user_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_user_groups" ADD CONSTRAINT "home_page_blocks_user_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features_features_points" ADD CONSTRAINT "home_page_blocks_features_features_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_features_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features_features" ADD CONSTRAINT "home_page_blocks_features_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features" ADD CONSTRAINT "home_page_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_workflow_steps" ADD CONSTRAINT "home_page_blocks_workflow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_workflow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_workflow" ADD CONSTRAINT "home_page_blocks_workflow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_results_metrics" ADD CONSTRAINT "home_page_blocks_results_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_results_stories" ADD CONSTRAINT "home_page_blocks_results_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_results" ADD CONSTRAINT "home_page_blocks_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_pricing" ADD CONSTRAINT "home_page_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_equipment" ADD CONSTRAINT "home_page_blocks_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_faq_items" ADD CONSTRAINT "home_page_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_faq" ADD CONSTRAINT "home_page_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_rich_text" ADD CONSTRAINT "home_page_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_contact" ADD CONSTRAINT "home_page_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero_highlights" ADD CONSTRAINT "_home_page_v_blocks_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_trusted_logos" ADD CONSTRAINT "_home_page_v_blocks_trusted_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_trusted_stats" ADD CONSTRAINT "_home_page_v_blocks_trusted_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_trusted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_trusted" ADD CONSTRAINT "_home_page_v_blocks_trusted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_problems_pairs" ADD CONSTRAINT "_home_page_v_blocks_problems_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_problems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_problems" ADD CONSTRAINT "_home_page_v_blocks_problems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_user_groups_groups_benefits" ADD CONSTRAINT "_home_page_v_blocks_user_groups_groups_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_user_groups_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_user_groups_groups" ADD CONSTRAINT "_home_page_v_blocks_user_groups_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_user_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_user_groups" ADD CONSTRAINT "_home_page_v_blocks_user_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features_features_points" ADD CONSTRAINT "_home_page_v_blocks_features_features_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_features_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features_features" ADD CONSTRAINT "_home_page_v_blocks_features_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features" ADD CONSTRAINT "_home_page_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_workflow_steps" ADD CONSTRAINT "_home_page_v_blocks_workflow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_workflow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_workflow" ADD CONSTRAINT "_home_page_v_blocks_workflow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_results_metrics" ADD CONSTRAINT "_home_page_v_blocks_results_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_results_stories" ADD CONSTRAINT "_home_page_v_blocks_results_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_results" ADD CONSTRAINT "_home_page_v_blocks_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_pricing" ADD CONSTRAINT "_home_page_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_equipment" ADD CONSTRAINT "_home_page_v_blocks_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_faq_items" ADD CONSTRAINT "_home_page_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_faq" ADD CONSTRAINT "_home_page_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_rich_text" ADD CONSTRAINT "_home_page_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_contact" ADD CONSTRAINT "_home_page_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_packages_features" ADD CONSTRAINT "pricing_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_packages" ADD CONSTRAINT "pricing_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_comparison" ADD CONSTRAINT "pricing_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_benefits" ADD CONSTRAINT "pricing_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_equipment_features" ADD CONSTRAINT "pricing_equipment_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_equipment" ADD CONSTRAINT "pricing_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_packages_features" ADD CONSTRAINT "_pricing_v_version_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_packages" ADD CONSTRAINT "_pricing_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_comparison" ADD CONSTRAINT "_pricing_v_version_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_benefits" ADD CONSTRAINT "_pricing_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_equipment_features" ADD CONSTRAINT "_pricing_v_version_equipment_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_equipment" ADD CONSTRAINT "_pricing_v_version_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_notice_intro" ADD CONSTRAINT "privacy_notice_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_sections_content_items" ADD CONSTRAINT "privacy_notice_sections_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice_sections_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_sections_content" ADD CONSTRAINT "privacy_notice_sections_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_sections" ADD CONSTRAINT "privacy_notice_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice" ADD CONSTRAINT "privacy_notice_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_intro" ADD CONSTRAINT "_privacy_notice_v_version_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_sections_content_items" ADD CONSTRAINT "_privacy_notice_v_version_sections_content_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v_version_sections_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_sections_content" ADD CONSTRAINT "_privacy_notice_v_version_sections_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_sections" ADD CONSTRAINT "_privacy_notice_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v" ADD CONSTRAINT "_privacy_notice_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "register_page_summary_promises" ADD CONSTRAINT "register_page_summary_promises_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."register_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "register_page_done_steps" ADD CONSTRAINT "register_page_done_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."register_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "register_page" ADD CONSTRAINT "register_page_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_register_page_v_version_summary_promises" ADD CONSTRAINT "_register_page_v_version_summary_promises_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_register_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_register_page_v_version_done_steps" ADD CONSTRAINT "_register_page_v_version_done_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_register_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_register_page_v" ADD CONSTRAINT "_register_page_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_highlights_order_idx" ON "pages_blocks_hero_highlights" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_highlights_parent_id_idx" ON "pages_blocks_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_trusted_logos_order_idx" ON "pages_blocks_trusted_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_trusted_logos_parent_id_idx" ON "pages_blocks_trusted_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trusted_stats_order_idx" ON "pages_blocks_trusted_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_trusted_stats_parent_id_idx" ON "pages_blocks_trusted_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trusted_order_idx" ON "pages_blocks_trusted" USING btree ("_order");
  CREATE INDEX "pages_blocks_trusted_parent_id_idx" ON "pages_blocks_trusted" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trusted_path_idx" ON "pages_blocks_trusted" USING btree ("_path");
  CREATE INDEX "pages_blocks_problems_pairs_order_idx" ON "pages_blocks_problems_pairs" USING btree ("_order");
  CREATE INDEX "pages_blocks_problems_pairs_parent_id_idx" ON "pages_blocks_problems_pairs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_problems_order_idx" ON "pages_blocks_problems" USING btree ("_order");
  CREATE INDEX "pages_blocks_problems_parent_id_idx" ON "pages_blocks_problems" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_problems_path_idx" ON "pages_blocks_problems" USING btree ("_path");
  CREATE INDEX "pages_blocks_user_groups_groups_benefits_order_idx" ON "pages_blocks_user_groups_groups_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_user_groups_groups_benefits_parent_id_idx" ON "pages_blocks_user_groups_groups_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_user_groups_groups_order_idx" ON "pages_blocks_user_groups_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_user_groups_groups_parent_id_idx" ON "pages_blocks_user_groups_groups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_user_groups_order_idx" ON "pages_blocks_user_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_user_groups_parent_id_idx" ON "pages_blocks_user_groups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_user_groups_path_idx" ON "pages_blocks_user_groups" USING btree ("_path");
  CREATE INDEX "pages_blocks_features_features_points_order_idx" ON "pages_blocks_features_features_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_features_points_parent_id_idx" ON "pages_blocks_features_features_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_features_order_idx" ON "pages_blocks_features_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_features_parent_id_idx" ON "pages_blocks_features_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_order_idx" ON "pages_blocks_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_parent_id_idx" ON "pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_path_idx" ON "pages_blocks_features" USING btree ("_path");
  CREATE INDEX "pages_blocks_workflow_steps_order_idx" ON "pages_blocks_workflow_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_workflow_steps_parent_id_idx" ON "pages_blocks_workflow_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_workflow_order_idx" ON "pages_blocks_workflow" USING btree ("_order");
  CREATE INDEX "pages_blocks_workflow_parent_id_idx" ON "pages_blocks_workflow" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_workflow_path_idx" ON "pages_blocks_workflow" USING btree ("_path");
  CREATE INDEX "pages_blocks_results_metrics_order_idx" ON "pages_blocks_results_metrics" USING btree ("_order");
  CREATE INDEX "pages_blocks_results_metrics_parent_id_idx" ON "pages_blocks_results_metrics" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_results_stories_order_idx" ON "pages_blocks_results_stories" USING btree ("_order");
  CREATE INDEX "pages_blocks_results_stories_parent_id_idx" ON "pages_blocks_results_stories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_results_order_idx" ON "pages_blocks_results" USING btree ("_order");
  CREATE INDEX "pages_blocks_results_parent_id_idx" ON "pages_blocks_results" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_results_path_idx" ON "pages_blocks_results" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_order_idx" ON "pages_blocks_pricing" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_parent_id_idx" ON "pages_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_path_idx" ON "pages_blocks_pricing" USING btree ("_path");
  CREATE INDEX "pages_blocks_equipment_order_idx" ON "pages_blocks_equipment" USING btree ("_order");
  CREATE INDEX "pages_blocks_equipment_parent_id_idx" ON "pages_blocks_equipment" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_equipment_path_idx" ON "pages_blocks_equipment" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_last_edited_by_idx" ON "pages" USING btree ("last_edited_by_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_highlights_order_idx" ON "_pages_v_blocks_hero_highlights" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_highlights_parent_id_idx" ON "_pages_v_blocks_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trusted_logos_order_idx" ON "_pages_v_blocks_trusted_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trusted_logos_parent_id_idx" ON "_pages_v_blocks_trusted_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_stats_order_idx" ON "_pages_v_blocks_trusted_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trusted_stats_parent_id_idx" ON "_pages_v_blocks_trusted_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_order_idx" ON "_pages_v_blocks_trusted" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trusted_parent_id_idx" ON "_pages_v_blocks_trusted" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_path_idx" ON "_pages_v_blocks_trusted" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_problems_pairs_order_idx" ON "_pages_v_blocks_problems_pairs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_problems_pairs_parent_id_idx" ON "_pages_v_blocks_problems_pairs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_problems_order_idx" ON "_pages_v_blocks_problems" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_problems_parent_id_idx" ON "_pages_v_blocks_problems" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_problems_path_idx" ON "_pages_v_blocks_problems" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_user_groups_groups_benefits_order_idx" ON "_pages_v_blocks_user_groups_groups_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_user_groups_groups_benefits_parent_id_idx" ON "_pages_v_blocks_user_groups_groups_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_user_groups_groups_order_idx" ON "_pages_v_blocks_user_groups_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_user_groups_groups_parent_id_idx" ON "_pages_v_blocks_user_groups_groups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_user_groups_order_idx" ON "_pages_v_blocks_user_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_user_groups_parent_id_idx" ON "_pages_v_blocks_user_groups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_user_groups_path_idx" ON "_pages_v_blocks_user_groups" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_features_features_points_order_idx" ON "_pages_v_blocks_features_features_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_features_points_parent_id_idx" ON "_pages_v_blocks_features_features_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_features_order_idx" ON "_pages_v_blocks_features_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_features_parent_id_idx" ON "_pages_v_blocks_features_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_order_idx" ON "_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_parent_id_idx" ON "_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_path_idx" ON "_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_workflow_steps_order_idx" ON "_pages_v_blocks_workflow_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_workflow_steps_parent_id_idx" ON "_pages_v_blocks_workflow_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_workflow_order_idx" ON "_pages_v_blocks_workflow" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_workflow_parent_id_idx" ON "_pages_v_blocks_workflow" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_workflow_path_idx" ON "_pages_v_blocks_workflow" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_results_metrics_order_idx" ON "_pages_v_blocks_results_metrics" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_results_metrics_parent_id_idx" ON "_pages_v_blocks_results_metrics" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_results_stories_order_idx" ON "_pages_v_blocks_results_stories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_results_stories_parent_id_idx" ON "_pages_v_blocks_results_stories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_results_order_idx" ON "_pages_v_blocks_results" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_results_parent_id_idx" ON "_pages_v_blocks_results" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_results_path_idx" ON "_pages_v_blocks_results" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_order_idx" ON "_pages_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_parent_id_idx" ON "_pages_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_path_idx" ON "_pages_v_blocks_pricing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_equipment_order_idx" ON "_pages_v_blocks_equipment" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_equipment_parent_id_idx" ON "_pages_v_blocks_equipment" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_equipment_path_idx" ON "_pages_v_blocks_equipment" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_last_edited_by_idx" ON "_pages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "home_page_blocks_hero_highlights_order_idx" ON "home_page_blocks_hero_highlights" USING btree ("_order");
  CREATE INDEX "home_page_blocks_hero_highlights_parent_id_idx" ON "home_page_blocks_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_hero_order_idx" ON "home_page_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_page_blocks_hero_parent_id_idx" ON "home_page_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_hero_path_idx" ON "home_page_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_page_blocks_trusted_logos_order_idx" ON "home_page_blocks_trusted_logos" USING btree ("_order");
  CREATE INDEX "home_page_blocks_trusted_logos_parent_id_idx" ON "home_page_blocks_trusted_logos" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_trusted_stats_order_idx" ON "home_page_blocks_trusted_stats" USING btree ("_order");
  CREATE INDEX "home_page_blocks_trusted_stats_parent_id_idx" ON "home_page_blocks_trusted_stats" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_trusted_order_idx" ON "home_page_blocks_trusted" USING btree ("_order");
  CREATE INDEX "home_page_blocks_trusted_parent_id_idx" ON "home_page_blocks_trusted" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_trusted_path_idx" ON "home_page_blocks_trusted" USING btree ("_path");
  CREATE INDEX "home_page_blocks_problems_pairs_order_idx" ON "home_page_blocks_problems_pairs" USING btree ("_order");
  CREATE INDEX "home_page_blocks_problems_pairs_parent_id_idx" ON "home_page_blocks_problems_pairs" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_problems_order_idx" ON "home_page_blocks_problems" USING btree ("_order");
  CREATE INDEX "home_page_blocks_problems_parent_id_idx" ON "home_page_blocks_problems" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_problems_path_idx" ON "home_page_blocks_problems" USING btree ("_path");
  CREATE INDEX "home_page_blocks_user_groups_groups_benefits_order_idx" ON "home_page_blocks_user_groups_groups_benefits" USING btree ("_order");
  CREATE INDEX "home_page_blocks_user_groups_groups_benefits_parent_id_idx" ON "home_page_blocks_user_groups_groups_benefits" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_user_groups_groups_order_idx" ON "home_page_blocks_user_groups_groups" USING btree ("_order");
  CREATE INDEX "home_page_blocks_user_groups_groups_parent_id_idx" ON "home_page_blocks_user_groups_groups" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_user_groups_order_idx" ON "home_page_blocks_user_groups" USING btree ("_order");
  CREATE INDEX "home_page_blocks_user_groups_parent_id_idx" ON "home_page_blocks_user_groups" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_user_groups_path_idx" ON "home_page_blocks_user_groups" USING btree ("_path");
  CREATE INDEX "home_page_blocks_features_features_points_order_idx" ON "home_page_blocks_features_features_points" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_features_points_parent_id_idx" ON "home_page_blocks_features_features_points" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_features_order_idx" ON "home_page_blocks_features_features" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_features_parent_id_idx" ON "home_page_blocks_features_features" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_order_idx" ON "home_page_blocks_features" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_parent_id_idx" ON "home_page_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_path_idx" ON "home_page_blocks_features" USING btree ("_path");
  CREATE INDEX "home_page_blocks_workflow_steps_order_idx" ON "home_page_blocks_workflow_steps" USING btree ("_order");
  CREATE INDEX "home_page_blocks_workflow_steps_parent_id_idx" ON "home_page_blocks_workflow_steps" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_workflow_order_idx" ON "home_page_blocks_workflow" USING btree ("_order");
  CREATE INDEX "home_page_blocks_workflow_parent_id_idx" ON "home_page_blocks_workflow" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_workflow_path_idx" ON "home_page_blocks_workflow" USING btree ("_path");
  CREATE INDEX "home_page_blocks_results_metrics_order_idx" ON "home_page_blocks_results_metrics" USING btree ("_order");
  CREATE INDEX "home_page_blocks_results_metrics_parent_id_idx" ON "home_page_blocks_results_metrics" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_results_stories_order_idx" ON "home_page_blocks_results_stories" USING btree ("_order");
  CREATE INDEX "home_page_blocks_results_stories_parent_id_idx" ON "home_page_blocks_results_stories" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_results_order_idx" ON "home_page_blocks_results" USING btree ("_order");
  CREATE INDEX "home_page_blocks_results_parent_id_idx" ON "home_page_blocks_results" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_results_path_idx" ON "home_page_blocks_results" USING btree ("_path");
  CREATE INDEX "home_page_blocks_pricing_order_idx" ON "home_page_blocks_pricing" USING btree ("_order");
  CREATE INDEX "home_page_blocks_pricing_parent_id_idx" ON "home_page_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_pricing_path_idx" ON "home_page_blocks_pricing" USING btree ("_path");
  CREATE INDEX "home_page_blocks_equipment_order_idx" ON "home_page_blocks_equipment" USING btree ("_order");
  CREATE INDEX "home_page_blocks_equipment_parent_id_idx" ON "home_page_blocks_equipment" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_equipment_path_idx" ON "home_page_blocks_equipment" USING btree ("_path");
  CREATE INDEX "home_page_blocks_faq_items_order_idx" ON "home_page_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "home_page_blocks_faq_items_parent_id_idx" ON "home_page_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_faq_order_idx" ON "home_page_blocks_faq" USING btree ("_order");
  CREATE INDEX "home_page_blocks_faq_parent_id_idx" ON "home_page_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_faq_path_idx" ON "home_page_blocks_faq" USING btree ("_path");
  CREATE INDEX "home_page_blocks_rich_text_order_idx" ON "home_page_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_page_blocks_rich_text_parent_id_idx" ON "home_page_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_rich_text_path_idx" ON "home_page_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "home_page_blocks_contact_order_idx" ON "home_page_blocks_contact" USING btree ("_order");
  CREATE INDEX "home_page_blocks_contact_parent_id_idx" ON "home_page_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_contact_path_idx" ON "home_page_blocks_contact" USING btree ("_path");
  CREATE INDEX "home_page_last_edited_by_idx" ON "home_page" USING btree ("last_edited_by_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_blocks_hero_highlights_order_idx" ON "_home_page_v_blocks_hero_highlights" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_hero_highlights_parent_id_idx" ON "_home_page_v_blocks_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_hero_order_idx" ON "_home_page_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_hero_parent_id_idx" ON "_home_page_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_hero_path_idx" ON "_home_page_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_trusted_logos_order_idx" ON "_home_page_v_blocks_trusted_logos" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_trusted_logos_parent_id_idx" ON "_home_page_v_blocks_trusted_logos" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_trusted_stats_order_idx" ON "_home_page_v_blocks_trusted_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_trusted_stats_parent_id_idx" ON "_home_page_v_blocks_trusted_stats" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_trusted_order_idx" ON "_home_page_v_blocks_trusted" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_trusted_parent_id_idx" ON "_home_page_v_blocks_trusted" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_trusted_path_idx" ON "_home_page_v_blocks_trusted" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_problems_pairs_order_idx" ON "_home_page_v_blocks_problems_pairs" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_problems_pairs_parent_id_idx" ON "_home_page_v_blocks_problems_pairs" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_problems_order_idx" ON "_home_page_v_blocks_problems" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_problems_parent_id_idx" ON "_home_page_v_blocks_problems" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_problems_path_idx" ON "_home_page_v_blocks_problems" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_user_groups_groups_benefits_order_idx" ON "_home_page_v_blocks_user_groups_groups_benefits" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_user_groups_groups_benefits_parent_id_idx" ON "_home_page_v_blocks_user_groups_groups_benefits" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_user_groups_groups_order_idx" ON "_home_page_v_blocks_user_groups_groups" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_user_groups_groups_parent_id_idx" ON "_home_page_v_blocks_user_groups_groups" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_user_groups_order_idx" ON "_home_page_v_blocks_user_groups" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_user_groups_parent_id_idx" ON "_home_page_v_blocks_user_groups" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_user_groups_path_idx" ON "_home_page_v_blocks_user_groups" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_features_features_points_order_idx" ON "_home_page_v_blocks_features_features_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_features_points_parent_id_idx" ON "_home_page_v_blocks_features_features_points" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_features_order_idx" ON "_home_page_v_blocks_features_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_features_parent_id_idx" ON "_home_page_v_blocks_features_features" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_order_idx" ON "_home_page_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_parent_id_idx" ON "_home_page_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_path_idx" ON "_home_page_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_workflow_steps_order_idx" ON "_home_page_v_blocks_workflow_steps" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_workflow_steps_parent_id_idx" ON "_home_page_v_blocks_workflow_steps" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_workflow_order_idx" ON "_home_page_v_blocks_workflow" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_workflow_parent_id_idx" ON "_home_page_v_blocks_workflow" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_workflow_path_idx" ON "_home_page_v_blocks_workflow" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_results_metrics_order_idx" ON "_home_page_v_blocks_results_metrics" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_results_metrics_parent_id_idx" ON "_home_page_v_blocks_results_metrics" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_results_stories_order_idx" ON "_home_page_v_blocks_results_stories" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_results_stories_parent_id_idx" ON "_home_page_v_blocks_results_stories" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_results_order_idx" ON "_home_page_v_blocks_results" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_results_parent_id_idx" ON "_home_page_v_blocks_results" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_results_path_idx" ON "_home_page_v_blocks_results" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_pricing_order_idx" ON "_home_page_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_pricing_parent_id_idx" ON "_home_page_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_pricing_path_idx" ON "_home_page_v_blocks_pricing" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_equipment_order_idx" ON "_home_page_v_blocks_equipment" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_equipment_parent_id_idx" ON "_home_page_v_blocks_equipment" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_equipment_path_idx" ON "_home_page_v_blocks_equipment" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_faq_items_order_idx" ON "_home_page_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_faq_items_parent_id_idx" ON "_home_page_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_faq_order_idx" ON "_home_page_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_faq_parent_id_idx" ON "_home_page_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_faq_path_idx" ON "_home_page_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_rich_text_order_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_rich_text_parent_id_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_rich_text_path_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_contact_order_idx" ON "_home_page_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_contact_parent_id_idx" ON "_home_page_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_contact_path_idx" ON "_home_page_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_home_page_v_version_version_last_edited_by_idx" ON "_home_page_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "pricing_packages_features_order_idx" ON "pricing_packages_features" USING btree ("_order");
  CREATE INDEX "pricing_packages_features_parent_id_idx" ON "pricing_packages_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_packages_order_idx" ON "pricing_packages" USING btree ("_order");
  CREATE INDEX "pricing_packages_parent_id_idx" ON "pricing_packages" USING btree ("_parent_id");
  CREATE INDEX "pricing_comparison_order_idx" ON "pricing_comparison" USING btree ("_order");
  CREATE INDEX "pricing_comparison_parent_id_idx" ON "pricing_comparison" USING btree ("_parent_id");
  CREATE INDEX "pricing_benefits_order_idx" ON "pricing_benefits" USING btree ("_order");
  CREATE INDEX "pricing_benefits_parent_id_idx" ON "pricing_benefits" USING btree ("_parent_id");
  CREATE INDEX "pricing_equipment_features_order_idx" ON "pricing_equipment_features" USING btree ("_order");
  CREATE INDEX "pricing_equipment_features_parent_id_idx" ON "pricing_equipment_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_equipment_order_idx" ON "pricing_equipment" USING btree ("_order");
  CREATE INDEX "pricing_equipment_parent_id_idx" ON "pricing_equipment" USING btree ("_parent_id");
  CREATE INDEX "pricing_last_edited_by_idx" ON "pricing" USING btree ("last_edited_by_id");
  CREATE INDEX "pricing__status_idx" ON "pricing" USING btree ("_status");
  CREATE INDEX "_pricing_v_version_packages_features_order_idx" ON "_pricing_v_version_packages_features" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_packages_features_parent_id_idx" ON "_pricing_v_version_packages_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_packages_order_idx" ON "_pricing_v_version_packages" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_packages_parent_id_idx" ON "_pricing_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_comparison_order_idx" ON "_pricing_v_version_comparison" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_comparison_parent_id_idx" ON "_pricing_v_version_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_benefits_order_idx" ON "_pricing_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_benefits_parent_id_idx" ON "_pricing_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_equipment_features_order_idx" ON "_pricing_v_version_equipment_features" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_equipment_features_parent_id_idx" ON "_pricing_v_version_equipment_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_equipment_order_idx" ON "_pricing_v_version_equipment" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_equipment_parent_id_idx" ON "_pricing_v_version_equipment" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_version_last_edited_by_idx" ON "_pricing_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v" USING btree ("version__status");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");
  CREATE INDEX "_pricing_v_autosave_idx" ON "_pricing_v" USING btree ("autosave");
  CREATE INDEX "site_settings_last_edited_by_idx" ON "site_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "_site_settings_v_version_version_last_edited_by_idx" ON "_site_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "privacy_notice_intro_order_idx" ON "privacy_notice_intro" USING btree ("_order");
  CREATE INDEX "privacy_notice_intro_parent_id_idx" ON "privacy_notice_intro" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_sections_content_items_order_idx" ON "privacy_notice_sections_content_items" USING btree ("_order");
  CREATE INDEX "privacy_notice_sections_content_items_parent_id_idx" ON "privacy_notice_sections_content_items" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_sections_content_order_idx" ON "privacy_notice_sections_content" USING btree ("_order");
  CREATE INDEX "privacy_notice_sections_content_parent_id_idx" ON "privacy_notice_sections_content" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_sections_order_idx" ON "privacy_notice_sections" USING btree ("_order");
  CREATE INDEX "privacy_notice_sections_parent_id_idx" ON "privacy_notice_sections" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_last_edited_by_idx" ON "privacy_notice" USING btree ("last_edited_by_id");
  CREATE INDEX "privacy_notice__status_idx" ON "privacy_notice" USING btree ("_status");
  CREATE INDEX "_privacy_notice_v_version_intro_order_idx" ON "_privacy_notice_v_version_intro" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_intro_parent_id_idx" ON "_privacy_notice_v_version_intro" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_sections_content_items_order_idx" ON "_privacy_notice_v_version_sections_content_items" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_sections_content_items_parent_id_idx" ON "_privacy_notice_v_version_sections_content_items" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_sections_content_order_idx" ON "_privacy_notice_v_version_sections_content" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_sections_content_parent_id_idx" ON "_privacy_notice_v_version_sections_content" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_sections_order_idx" ON "_privacy_notice_v_version_sections" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_sections_parent_id_idx" ON "_privacy_notice_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_version_last_edited_by_idx" ON "_privacy_notice_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_privacy_notice_v_version_version__status_idx" ON "_privacy_notice_v" USING btree ("version__status");
  CREATE INDEX "_privacy_notice_v_created_at_idx" ON "_privacy_notice_v" USING btree ("created_at");
  CREATE INDEX "_privacy_notice_v_updated_at_idx" ON "_privacy_notice_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_notice_v_latest_idx" ON "_privacy_notice_v" USING btree ("latest");
  CREATE INDEX "_privacy_notice_v_autosave_idx" ON "_privacy_notice_v" USING btree ("autosave");
  CREATE INDEX "register_page_summary_promises_order_idx" ON "register_page_summary_promises" USING btree ("_order");
  CREATE INDEX "register_page_summary_promises_parent_id_idx" ON "register_page_summary_promises" USING btree ("_parent_id");
  CREATE INDEX "register_page_done_steps_order_idx" ON "register_page_done_steps" USING btree ("_order");
  CREATE INDEX "register_page_done_steps_parent_id_idx" ON "register_page_done_steps" USING btree ("_parent_id");
  CREATE INDEX "register_page_last_edited_by_idx" ON "register_page" USING btree ("last_edited_by_id");
  CREATE INDEX "register_page__status_idx" ON "register_page" USING btree ("_status");
  CREATE INDEX "_register_page_v_version_summary_promises_order_idx" ON "_register_page_v_version_summary_promises" USING btree ("_order");
  CREATE INDEX "_register_page_v_version_summary_promises_parent_id_idx" ON "_register_page_v_version_summary_promises" USING btree ("_parent_id");
  CREATE INDEX "_register_page_v_version_done_steps_order_idx" ON "_register_page_v_version_done_steps" USING btree ("_order");
  CREATE INDEX "_register_page_v_version_done_steps_parent_id_idx" ON "_register_page_v_version_done_steps" USING btree ("_parent_id");
  CREATE INDEX "_register_page_v_version_version_last_edited_by_idx" ON "_register_page_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_register_page_v_version_version__status_idx" ON "_register_page_v" USING btree ("version__status");
  CREATE INDEX "_register_page_v_created_at_idx" ON "_register_page_v" USING btree ("created_at");
  CREATE INDEX "_register_page_v_updated_at_idx" ON "_register_page_v" USING btree ("updated_at");
  CREATE INDEX "_register_page_v_latest_idx" ON "_register_page_v" USING btree ("latest");
  CREATE INDEX "_register_page_v_autosave_idx" ON "_register_page_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trusted_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trusted_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trusted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_problems_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_problems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_user_groups_groups_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_user_groups_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_user_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_features_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_workflow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_workflow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_results_metrics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_results_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trusted_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trusted_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trusted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_problems_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_problems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_user_groups_groups_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_user_groups_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_user_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_features_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_workflow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_workflow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_results_metrics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_results_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_hero_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_trusted_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_trusted_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_trusted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_problems_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_problems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_user_groups_groups_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_user_groups_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_user_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features_features_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_workflow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_workflow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_results_metrics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_results_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_hero_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_trusted_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_trusted_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_trusted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_problems_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_problems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_user_groups_groups_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_user_groups_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_user_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features_features_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_workflow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_workflow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_results_metrics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_results_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_packages_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_equipment_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_packages_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_equipment_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notice_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notice_sections_content_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notice_sections_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notice_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_notice_v_version_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_notice_v_version_sections_content_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_notice_v_version_sections_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_notice_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_notice_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "register_page_summary_promises" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "register_page_done_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "register_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_register_page_v_version_summary_promises" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_register_page_v_version_done_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_register_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_highlights" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_trusted_logos" CASCADE;
  DROP TABLE "pages_blocks_trusted_stats" CASCADE;
  DROP TABLE "pages_blocks_trusted" CASCADE;
  DROP TABLE "pages_blocks_problems_pairs" CASCADE;
  DROP TABLE "pages_blocks_problems" CASCADE;
  DROP TABLE "pages_blocks_user_groups_groups_benefits" CASCADE;
  DROP TABLE "pages_blocks_user_groups_groups" CASCADE;
  DROP TABLE "pages_blocks_user_groups" CASCADE;
  DROP TABLE "pages_blocks_features_features_points" CASCADE;
  DROP TABLE "pages_blocks_features_features" CASCADE;
  DROP TABLE "pages_blocks_features" CASCADE;
  DROP TABLE "pages_blocks_workflow_steps" CASCADE;
  DROP TABLE "pages_blocks_workflow" CASCADE;
  DROP TABLE "pages_blocks_results_metrics" CASCADE;
  DROP TABLE "pages_blocks_results_stories" CASCADE;
  DROP TABLE "pages_blocks_results" CASCADE;
  DROP TABLE "pages_blocks_pricing" CASCADE;
  DROP TABLE "pages_blocks_equipment" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_highlights" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted" CASCADE;
  DROP TABLE "_pages_v_blocks_problems_pairs" CASCADE;
  DROP TABLE "_pages_v_blocks_problems" CASCADE;
  DROP TABLE "_pages_v_blocks_user_groups_groups_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_user_groups_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_user_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_features_features_points" CASCADE;
  DROP TABLE "_pages_v_blocks_features_features" CASCADE;
  DROP TABLE "_pages_v_blocks_features" CASCADE;
  DROP TABLE "_pages_v_blocks_workflow_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_workflow" CASCADE;
  DROP TABLE "_pages_v_blocks_results_metrics" CASCADE;
  DROP TABLE "_pages_v_blocks_results_stories" CASCADE;
  DROP TABLE "_pages_v_blocks_results" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing" CASCADE;
  DROP TABLE "_pages_v_blocks_equipment" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "home_page_blocks_hero_highlights" CASCADE;
  DROP TABLE "home_page_blocks_hero" CASCADE;
  DROP TABLE "home_page_blocks_trusted_logos" CASCADE;
  DROP TABLE "home_page_blocks_trusted_stats" CASCADE;
  DROP TABLE "home_page_blocks_trusted" CASCADE;
  DROP TABLE "home_page_blocks_problems_pairs" CASCADE;
  DROP TABLE "home_page_blocks_problems" CASCADE;
  DROP TABLE "home_page_blocks_user_groups_groups_benefits" CASCADE;
  DROP TABLE "home_page_blocks_user_groups_groups" CASCADE;
  DROP TABLE "home_page_blocks_user_groups" CASCADE;
  DROP TABLE "home_page_blocks_features_features_points" CASCADE;
  DROP TABLE "home_page_blocks_features_features" CASCADE;
  DROP TABLE "home_page_blocks_features" CASCADE;
  DROP TABLE "home_page_blocks_workflow_steps" CASCADE;
  DROP TABLE "home_page_blocks_workflow" CASCADE;
  DROP TABLE "home_page_blocks_results_metrics" CASCADE;
  DROP TABLE "home_page_blocks_results_stories" CASCADE;
  DROP TABLE "home_page_blocks_results" CASCADE;
  DROP TABLE "home_page_blocks_pricing" CASCADE;
  DROP TABLE "home_page_blocks_equipment" CASCADE;
  DROP TABLE "home_page_blocks_faq_items" CASCADE;
  DROP TABLE "home_page_blocks_faq" CASCADE;
  DROP TABLE "home_page_blocks_rich_text" CASCADE;
  DROP TABLE "home_page_blocks_contact" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v_blocks_hero_highlights" CASCADE;
  DROP TABLE "_home_page_v_blocks_hero" CASCADE;
  DROP TABLE "_home_page_v_blocks_trusted_logos" CASCADE;
  DROP TABLE "_home_page_v_blocks_trusted_stats" CASCADE;
  DROP TABLE "_home_page_v_blocks_trusted" CASCADE;
  DROP TABLE "_home_page_v_blocks_problems_pairs" CASCADE;
  DROP TABLE "_home_page_v_blocks_problems" CASCADE;
  DROP TABLE "_home_page_v_blocks_user_groups_groups_benefits" CASCADE;
  DROP TABLE "_home_page_v_blocks_user_groups_groups" CASCADE;
  DROP TABLE "_home_page_v_blocks_user_groups" CASCADE;
  DROP TABLE "_home_page_v_blocks_features_features_points" CASCADE;
  DROP TABLE "_home_page_v_blocks_features_features" CASCADE;
  DROP TABLE "_home_page_v_blocks_features" CASCADE;
  DROP TABLE "_home_page_v_blocks_workflow_steps" CASCADE;
  DROP TABLE "_home_page_v_blocks_workflow" CASCADE;
  DROP TABLE "_home_page_v_blocks_results_metrics" CASCADE;
  DROP TABLE "_home_page_v_blocks_results_stories" CASCADE;
  DROP TABLE "_home_page_v_blocks_results" CASCADE;
  DROP TABLE "_home_page_v_blocks_pricing" CASCADE;
  DROP TABLE "_home_page_v_blocks_equipment" CASCADE;
  DROP TABLE "_home_page_v_blocks_faq_items" CASCADE;
  DROP TABLE "_home_page_v_blocks_faq" CASCADE;
  DROP TABLE "_home_page_v_blocks_rich_text" CASCADE;
  DROP TABLE "_home_page_v_blocks_contact" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "pricing_packages_features" CASCADE;
  DROP TABLE "pricing_packages" CASCADE;
  DROP TABLE "pricing_comparison" CASCADE;
  DROP TABLE "pricing_benefits" CASCADE;
  DROP TABLE "pricing_equipment_features" CASCADE;
  DROP TABLE "pricing_equipment" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "_pricing_v_version_packages_features" CASCADE;
  DROP TABLE "_pricing_v_version_packages" CASCADE;
  DROP TABLE "_pricing_v_version_comparison" CASCADE;
  DROP TABLE "_pricing_v_version_benefits" CASCADE;
  DROP TABLE "_pricing_v_version_equipment_features" CASCADE;
  DROP TABLE "_pricing_v_version_equipment" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "privacy_notice_intro" CASCADE;
  DROP TABLE "privacy_notice_sections_content_items" CASCADE;
  DROP TABLE "privacy_notice_sections_content" CASCADE;
  DROP TABLE "privacy_notice_sections" CASCADE;
  DROP TABLE "privacy_notice" CASCADE;
  DROP TABLE "_privacy_notice_v_version_intro" CASCADE;
  DROP TABLE "_privacy_notice_v_version_sections_content_items" CASCADE;
  DROP TABLE "_privacy_notice_v_version_sections_content" CASCADE;
  DROP TABLE "_privacy_notice_v_version_sections" CASCADE;
  DROP TABLE "_privacy_notice_v" CASCADE;
  DROP TABLE "register_page_summary_promises" CASCADE;
  DROP TABLE "register_page_done_steps" CASCADE;
  DROP TABLE "register_page" CASCADE;
  DROP TABLE "_register_page_v_version_summary_promises" CASCADE;
  DROP TABLE "_register_page_v_version_done_steps" CASCADE;
  DROP TABLE "_register_page_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "registrations" DROP COLUMN "package_price";
  ALTER TABLE "registrations" DROP COLUMN "notice_version";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_blocks_trusted_logos_shape";
  DROP TYPE "public"."enum_pages_blocks_user_groups_groups_icon";
  DROP TYPE "public"."enum_pages_blocks_features_features_icon";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_trusted_logos_shape";
  DROP TYPE "public"."enum__pages_v_blocks_user_groups_groups_icon";
  DROP TYPE "public"."enum__pages_v_blocks_features_features_icon";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_home_page_blocks_trusted_logos_shape";
  DROP TYPE "public"."enum_home_page_blocks_user_groups_groups_icon";
  DROP TYPE "public"."enum_home_page_blocks_features_features_icon";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_blocks_trusted_logos_shape";
  DROP TYPE "public"."enum__home_page_v_blocks_user_groups_groups_icon";
  DROP TYPE "public"."enum__home_page_v_blocks_features_features_icon";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_pricing_packages_key";
  DROP TYPE "public"."enum_pricing_equipment_icon";
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_version_packages_key";
  DROP TYPE "public"."enum__pricing_v_version_equipment_icon";
  DROP TYPE "public"."enum__pricing_v_version_status";
  DROP TYPE "public"."enum_privacy_notice_sections_content_kind";
  DROP TYPE "public"."enum_privacy_notice_status";
  DROP TYPE "public"."enum__privacy_notice_v_version_sections_content_kind";
  DROP TYPE "public"."enum__privacy_notice_v_version_status";
  DROP TYPE "public"."enum_register_page_status";
  DROP TYPE "public"."enum__register_page_v_version_status";`)
}
