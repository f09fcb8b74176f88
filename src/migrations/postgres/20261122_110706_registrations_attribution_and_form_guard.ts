import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_device_type" AS ENUM('mobile', 'tablet', 'desktop');
  ALTER TABLE "registrations" ADD COLUMN "yearly_value" numeric;
  ALTER TABLE "registrations" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "registrations" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "registrations" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "registrations" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "registrations" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "registrations" ADD COLUMN "referrer" varchar;
  ALTER TABLE "registrations" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "registrations" ADD COLUMN "device_type" "enum_registrations_device_type";
  ALTER TABLE "registrations" ADD COLUMN "form_token" varchar;
  ALTER TABLE "registrations" ADD COLUMN "idempotency_key" varchar;
  CREATE INDEX "registrations_yearly_value_idx" ON "registrations" USING btree ("yearly_value");
  CREATE INDEX "registrations_utm_source_idx" ON "registrations" USING btree ("utm_source");
  CREATE UNIQUE INDEX "registrations_form_token_idx" ON "registrations" USING btree ("form_token");
  CREATE UNIQUE INDEX "registrations_idempotency_key_idx" ON "registrations" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "registrations_yearly_value_idx";
  DROP INDEX "registrations_utm_source_idx";
  DROP INDEX "registrations_form_token_idx";
  DROP INDEX "registrations_idempotency_key_idx";
  ALTER TABLE "registrations" DROP COLUMN "yearly_value";
  ALTER TABLE "registrations" DROP COLUMN "utm_source";
  ALTER TABLE "registrations" DROP COLUMN "utm_medium";
  ALTER TABLE "registrations" DROP COLUMN "utm_campaign";
  ALTER TABLE "registrations" DROP COLUMN "utm_term";
  ALTER TABLE "registrations" DROP COLUMN "utm_content";
  ALTER TABLE "registrations" DROP COLUMN "referrer";
  ALTER TABLE "registrations" DROP COLUMN "landing_page";
  ALTER TABLE "registrations" DROP COLUMN "device_type";
  ALTER TABLE "registrations" DROP COLUMN "form_token";
  ALTER TABLE "registrations" DROP COLUMN "idempotency_key";
  DROP TYPE "public"."enum_registrations_device_type";`)
}
