import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_log_kind" ADD VALUE 'records-listed';
  ALTER TYPE "public"."enum_activity_log_kind" ADD VALUE 'job-cancelled';
  ALTER TYPE "public"."enum_activity_log_kind" ADD VALUE 'member-created';
  ALTER TYPE "public"."enum_activity_log_kind" ADD VALUE 'security-settings-changed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_log" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_log_kind";
  CREATE TYPE "public"."enum_activity_log_kind" AS ENUM('sign-in', 'sign-in-failed', 'two-factor-enrolled', 'two-factor-passed', 'two-factor-failed', 'two-factor-reset', 'session-ended', 'role-changed', 'deactivated', 'reactivated', 'export-created', 'export-downloaded', 'subject-search', 'subject-export', 'subject-erasure', 'record-viewed', 'chain-checked');
  ALTER TABLE "activity_log" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_activity_log_kind" USING "kind"::"public"."enum_activity_log_kind";`)
}
