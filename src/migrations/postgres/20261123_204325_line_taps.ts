import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_line_taps_channel" AS ENUM('paid', 'search', 'social', 'line', 'direct', 'other');
  CREATE TYPE "public"."enum_line_taps_device_type" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TABLE "line_taps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"placement" varchar NOT NULL,
  	"campaign" varchar,
  	"channel" "enum_line_taps_channel" NOT NULL,
  	"device_type" "enum_line_taps_device_type",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "line_taps_day_idx" ON "line_taps" USING btree ("day");
  CREATE INDEX "line_taps_page_idx" ON "line_taps" USING btree ("page");
  CREATE INDEX "line_taps_campaign_idx" ON "line_taps" USING btree ("campaign");
  CREATE INDEX "line_taps_updated_at_idx" ON "line_taps" USING btree ("updated_at");
  CREATE INDEX "line_taps_created_at_idx" ON "line_taps" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "line_taps" CASCADE;
  DROP TYPE "public"."enum_line_taps_channel";
  DROP TYPE "public"."enum_line_taps_device_type";`)
}
