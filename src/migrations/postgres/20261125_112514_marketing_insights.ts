import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_ad_click_kind" AS ENUM('gclid', 'gbraid', 'wbraid', 'fbclid');
  CREATE TYPE "public"."enum_registrations_ad_click_kind" AS ENUM('gclid', 'gbraid', 'wbraid', 'fbclid');
  CREATE TYPE "public"."enum_page_views_channel" AS ENUM('paid', 'search', 'social', 'line', 'direct', 'other');
  CREATE TYPE "public"."enum_page_views_device_type" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_experiments_status" AS ENUM('draft', 'running', 'ended');
  CREATE TYPE "public"."enum_experiments_kept" AS ENUM('a', 'b');
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"campaign" varchar,
  	"channel" "enum_page_views_channel" NOT NULL,
  	"device_type" "enum_page_views_device_type" NOT NULL,
  	"entry" boolean DEFAULT false NOT NULL,
  	"experiment" varchar,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"page_id" integer NOT NULL,
  	"status" "enum_experiments_status" DEFAULT 'draft' NOT NULL,
  	"headline" varchar NOT NULL,
  	"headline_highlight" varchar NOT NULL,
  	"promise" varchar NOT NULL,
  	"demo_label" varchar NOT NULL,
  	"image_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"kept" "enum_experiments_kept",
  	"summary" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_spend" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"amount_baht" numeric NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "leads" ADD COLUMN "experiment" varchar;
  ALTER TABLE "leads" ADD COLUMN "ad_click_kind" "enum_leads_ad_click_kind";
  ALTER TABLE "leads" ADD COLUMN "ad_click_id" varchar;
  ALTER TABLE "registrations" ADD COLUMN "experiment" varchar;
  ALTER TABLE "registrations" ADD COLUMN "ad_click_kind" "enum_registrations_ad_click_kind";
  ALTER TABLE "registrations" ADD COLUMN "ad_click_id" varchar;
  ALTER TABLE "line_taps" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "line_taps" ADD COLUMN "experiment" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_spend_id" integer;
  ALTER TABLE "home_page_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_home_page_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "experiments" ADD CONSTRAINT "experiments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments" ADD CONSTRAINT "experiments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "page_views_key_idx" ON "page_views" USING btree ("key");
  CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");
  CREATE INDEX "page_views_page_idx" ON "page_views" USING btree ("page");
  CREATE INDEX "page_views_campaign_idx" ON "page_views" USING btree ("campaign");
  CREATE INDEX "page_views_experiment_idx" ON "page_views" USING btree ("experiment");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE INDEX "experiments_page_idx" ON "experiments" USING btree ("page_id");
  CREATE INDEX "experiments_status_idx" ON "experiments" USING btree ("status");
  CREATE INDEX "experiments_image_idx" ON "experiments" USING btree ("image_id");
  CREATE INDEX "experiments_updated_at_idx" ON "experiments" USING btree ("updated_at");
  CREATE INDEX "experiments_created_at_idx" ON "experiments" USING btree ("created_at");
  CREATE INDEX "ad_spend_campaign_idx" ON "ad_spend" USING btree ("campaign");
  CREATE INDEX "ad_spend_month_idx" ON "ad_spend" USING btree ("month");
  CREATE INDEX "ad_spend_updated_at_idx" ON "ad_spend" USING btree ("updated_at");
  CREATE INDEX "ad_spend_created_at_idx" ON "ad_spend" USING btree ("created_at");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiments_fk" FOREIGN KEY ("experiments_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_spend_fk" FOREIGN KEY ("ad_spend_id") REFERENCES "public"."ad_spend"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "leads_experiment_idx" ON "leads" USING btree ("experiment");
  CREATE INDEX "registrations_experiment_idx" ON "registrations" USING btree ("experiment");
  CREATE INDEX "line_taps_landing_page_idx" ON "line_taps" USING btree ("landing_page");
  CREATE INDEX "line_taps_experiment_idx" ON "line_taps" USING btree ("experiment");
  CREATE INDEX "payload_locked_documents_rels_experiments_id_idx" ON "payload_locked_documents_rels" USING btree ("experiments_id");
  CREATE INDEX "payload_locked_documents_rels_ad_spend_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_spend_id");
  CREATE INDEX "home_page_blocks_hero_image_idx" ON "home_page_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_home_page_v_blocks_hero_image_idx" ON "_home_page_v_blocks_hero" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_spend" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_views" CASCADE;
  DROP TABLE "experiments" CASCADE;
  DROP TABLE "ad_spend" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_spend_fk";
  
  ALTER TABLE "home_page_blocks_hero" DROP CONSTRAINT "home_page_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_home_page_v_blocks_hero" DROP CONSTRAINT "_home_page_v_blocks_hero_image_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "leads_experiment_idx";
  DROP INDEX "registrations_experiment_idx";
  DROP INDEX "line_taps_landing_page_idx";
  DROP INDEX "line_taps_experiment_idx";
  DROP INDEX "payload_locked_documents_rels_experiments_id_idx";
  DROP INDEX "payload_locked_documents_rels_ad_spend_id_idx";
  DROP INDEX "home_page_blocks_hero_image_idx";
  DROP INDEX "_home_page_v_blocks_hero_image_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "leads" DROP COLUMN "experiment";
  ALTER TABLE "leads" DROP COLUMN "ad_click_kind";
  ALTER TABLE "leads" DROP COLUMN "ad_click_id";
  ALTER TABLE "registrations" DROP COLUMN "experiment";
  ALTER TABLE "registrations" DROP COLUMN "ad_click_kind";
  ALTER TABLE "registrations" DROP COLUMN "ad_click_id";
  ALTER TABLE "line_taps" DROP COLUMN "landing_page";
  ALTER TABLE "line_taps" DROP COLUMN "experiment";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_spend_id";
  ALTER TABLE "home_page_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_home_page_v_blocks_hero" DROP COLUMN "image_id";
  DROP TYPE "public"."enum_leads_ad_click_kind";
  DROP TYPE "public"."enum_registrations_ad_click_kind";
  DROP TYPE "public"."enum_page_views_channel";
  DROP TYPE "public"."enum_page_views_device_type";
  DROP TYPE "public"."enum_experiments_status";
  DROP TYPE "public"."enum_experiments_kept";`)
}
