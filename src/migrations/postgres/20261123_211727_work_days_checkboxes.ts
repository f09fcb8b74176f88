import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sales_settings_work_days" CASCADE;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_mon" boolean DEFAULT true;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_tue" boolean DEFAULT true;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_wed" boolean DEFAULT true;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_thu" boolean DEFAULT true;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_fri" boolean DEFAULT true;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_sat" boolean DEFAULT false;
  ALTER TABLE "sales_settings" ADD COLUMN "work_days_sun" boolean DEFAULT false;
  DROP TYPE "public"."enum_sales_settings_work_days";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_settings_work_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "sales_settings_work_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sales_settings_work_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "sales_settings_work_days" ADD CONSTRAINT "sales_settings_work_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sales_settings_work_days_order_idx" ON "sales_settings_work_days" USING btree ("order");
  CREATE INDEX "sales_settings_work_days_parent_idx" ON "sales_settings_work_days" USING btree ("parent_id");
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_mon";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_tue";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_wed";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_thu";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_fri";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_sat";
  ALTER TABLE "sales_settings" DROP COLUMN "work_days_sun";`)
}
