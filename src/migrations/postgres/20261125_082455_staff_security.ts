import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_log_kind" AS ENUM('sign-in', 'sign-in-failed', 'two-factor-enrolled', 'two-factor-failed', 'two-factor-reset', 'session-ended', 'role-changed', 'deactivated', 'reactivated', 'export-created', 'export-downloaded', 'subject-search', 'subject-export', 'subject-erasure', 'record-viewed', 'chain-checked');
  CREATE TYPE "public"."enum_security_settings_two_factor_roles" AS ENUM('admin', 'marketing', 'sales');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeActivityLog' BEFORE 'backupDatabase';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeActivityLog' BEFORE 'backupDatabase';
  CREATE TABLE "activity_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_activity_log_kind" NOT NULL,
  	"member_id" integer,
  	"subject" varchar,
  	"detail" varchar,
  	"ip_hash" varchar,
  	"prev_hash" varchar NOT NULL,
  	"hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "security_settings_two_factor_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_security_settings_two_factor_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "security_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "session_info" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_log_id" integer;
  ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_settings_two_factor_roles" ADD CONSTRAINT "security_settings_two_factor_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."security_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "security_settings" ADD CONSTRAINT "security_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");
  CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("kind");
  CREATE INDEX "activity_log_member_idx" ON "activity_log" USING btree ("member_id");
  CREATE UNIQUE INDEX "activity_log_prev_hash_idx" ON "activity_log" USING btree ("prev_hash");
  CREATE UNIQUE INDEX "activity_log_hash_idx" ON "activity_log" USING btree ("hash");
  CREATE INDEX "activity_log_updated_at_idx" ON "activity_log" USING btree ("updated_at");
  CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");
  CREATE INDEX "security_settings_two_factor_roles_order_idx" ON "security_settings_two_factor_roles" USING btree ("order");
  CREATE INDEX "security_settings_two_factor_roles_parent_idx" ON "security_settings_two_factor_roles" USING btree ("parent_id");
  CREATE INDEX "security_settings_last_edited_by_idx" ON "security_settings" USING btree ("last_edited_by_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_log_fk" FOREIGN KEY ("activity_log_id") REFERENCES "public"."activity_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_active_idx" ON "users" USING btree ("active");
  CREATE INDEX "payload_locked_documents_rels_activity_log_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_settings_two_factor_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity_log" CASCADE;
  DROP TABLE "security_settings_two_factor_roles" CASCADE;
  DROP TABLE "security_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activity_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'notifyRegistration', 'notifyAssigneeDigest', 'escalateLateResponses', 'purgeSpam', 'purgeSavedFiles', 'applyRetention', 'sweepRateLimits', 'backupDatabase', 'checkAlerts', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'notifyRegistration', 'notifyAssigneeDigest', 'escalateLateResponses', 'purgeSpam', 'purgeSavedFiles', 'applyRetention', 'sweepRateLimits', 'backupDatabase', 'checkAlerts', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_active_idx";
  DROP INDEX "payload_locked_documents_rels_activity_log_id_idx";
  ALTER TABLE "users" DROP COLUMN "active";
  ALTER TABLE "users" DROP COLUMN "deactivated_at";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "session_info";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_log_id";
  DROP TYPE "public"."enum_activity_log_kind";
  DROP TYPE "public"."enum_security_settings_two_factor_roles";`)
}
