import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'fullname';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'clinicName';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'fullName';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'phone';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'email';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'fullname';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'clinicName';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'fullName';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'phone';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'email';
  ALTER TABLE "leads_activity" ADD COLUMN "reason" varchar;
  ALTER TABLE "registrations_activity" ADD COLUMN "reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_activity" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_activity_field";
  CREATE TYPE "public"."enum_leads_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes');
  ALTER TABLE "leads_activity" ALTER COLUMN "field" SET DATA TYPE "public"."enum_leads_activity_field" USING "field"::"public"."enum_leads_activity_field";
  ALTER TABLE "registrations_activity" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_registrations_activity_field";
  CREATE TYPE "public"."enum_registrations_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes');
  ALTER TABLE "registrations_activity" ALTER COLUMN "field" SET DATA TYPE "public"."enum_registrations_activity_field" USING "field"::"public"."enum_registrations_activity_field";
  ALTER TABLE "leads_activity" DROP COLUMN "reason";
  ALTER TABLE "registrations_activity" DROP COLUMN "reason";`)
}
