import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_settings_rules_organization_group" AS ENUM('medical', 'beauty', 'specialty', 'diagnostics', 'other');
  CREATE TYPE "public"."enum_sales_settings_rules_package" AS ENUM('Mini', 'More', 'Ultimate');
  CREATE TYPE "public"."enum_sales_settings_work_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'enquiryOf' BEFORE 'fullname';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_leads_activity_field" ADD VALUE 'call';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'enquiryOf' BEFORE 'fullname';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_registrations_activity_field" ADD VALUE 'call';
  ALTER TYPE "public"."enum_notification_deliveries_channel" ADD VALUE 'assignee';
  ALTER TYPE "public"."enum_notification_deliveries_channel" ADD VALUE 'burst';
  ALTER TYPE "public"."enum_notification_deliveries_channel" ADD VALUE 'digest';
  ALTER TYPE "public"."enum_notification_deliveries_channel" ADD VALUE 'escalation';
  ALTER TYPE "public"."enum_notification_deliveries_channel" ADD VALUE 'line-event';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyAssigneeDigest' BEFORE 'purgeSpam';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateLateResponses' BEFORE 'purgeSpam';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyAssigneeDigest' BEFORE 'purgeSpam';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateLateResponses' BEFORE 'purgeSpam';
  CREATE TABLE "sales_settings_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"organization_group" "enum_sales_settings_rules_organization_group",
  	"package" "enum_sales_settings_rules_package"
  );
  
  CREATE TABLE "sales_settings_work_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sales_settings_work_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sales_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "sales_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"assign_on_arrival" boolean DEFAULT true,
  	"fallback_id" integer,
  	"first_response_minutes" numeric DEFAULT 60 NOT NULL,
  	"work_start" varchar DEFAULT '09:00' NOT NULL,
  	"work_end" varchar DEFAULT '18:00' NOT NULL,
  	"last_edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sales_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "leads" ADD COLUMN "handover_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "enquiry_of_id" integer;
  ALTER TABLE "leads" ADD COLUMN "response_due_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "routed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "handover_reason" varchar;
  ALTER TABLE "registrations" ADD COLUMN "enquiry_of_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "response_due_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "routed_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "available" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "line_user_id" varchar;
  ALTER TABLE "users" ADD COLUMN "line_link_code_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "line_link_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "last_assigned_at" timestamp(3) with time zone;
  ALTER TABLE "notification_deliveries" ADD COLUMN "recipient" numeric;
  ALTER TABLE "notification_deliveries" ADD COLUMN "subject" varchar;
  ALTER TABLE "notification_deliveries" ADD COLUMN "held" boolean;
  ALTER TABLE "sales_settings_rules" ADD CONSTRAINT "sales_settings_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_work_days" ADD CONSTRAINT "sales_settings_work_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_holidays" ADD CONSTRAINT "sales_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_fallback_id_users_id_fk" FOREIGN KEY ("fallback_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_settings_rels" ADD CONSTRAINT "sales_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_rels" ADD CONSTRAINT "sales_settings_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sales_settings_rules_order_idx" ON "sales_settings_rules" USING btree ("_order");
  CREATE INDEX "sales_settings_rules_parent_id_idx" ON "sales_settings_rules" USING btree ("_parent_id");
  CREATE INDEX "sales_settings_work_days_order_idx" ON "sales_settings_work_days" USING btree ("order");
  CREATE INDEX "sales_settings_work_days_parent_idx" ON "sales_settings_work_days" USING btree ("parent_id");
  CREATE INDEX "sales_settings_holidays_order_idx" ON "sales_settings_holidays" USING btree ("_order");
  CREATE INDEX "sales_settings_holidays_parent_id_idx" ON "sales_settings_holidays" USING btree ("_parent_id");
  CREATE INDEX "sales_settings_fallback_idx" ON "sales_settings" USING btree ("fallback_id");
  CREATE INDEX "sales_settings_last_edited_by_idx" ON "sales_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "sales_settings_rels_order_idx" ON "sales_settings_rels" USING btree ("order");
  CREATE INDEX "sales_settings_rels_parent_idx" ON "sales_settings_rels" USING btree ("parent_id");
  CREATE INDEX "sales_settings_rels_path_idx" ON "sales_settings_rels" USING btree ("path");
  CREATE INDEX "sales_settings_rels_users_id_idx" ON "sales_settings_rels" USING btree ("users_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_of_id_leads_id_fk" FOREIGN KEY ("enquiry_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_enquiry_of_id_leads_id_fk" FOREIGN KEY ("enquiry_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_enquiry_of_idx" ON "leads" USING btree ("enquiry_of_id");
  CREATE INDEX "leads_response_due_at_idx" ON "leads" USING btree ("response_due_at");
  CREATE INDEX "leads_routed_at_idx" ON "leads" USING btree ("routed_at");
  CREATE INDEX "registrations_enquiry_of_idx" ON "registrations" USING btree ("enquiry_of_id");
  CREATE INDEX "registrations_response_due_at_idx" ON "registrations" USING btree ("response_due_at");
  CREATE INDEX "registrations_routed_at_idx" ON "registrations" USING btree ("routed_at");
  CREATE INDEX "users_available_idx" ON "users" USING btree ("available");
  CREATE INDEX "users_line_link_code_hash_idx" ON "users" USING btree ("line_link_code_hash");
  CREATE INDEX "notification_deliveries_recipient_idx" ON "notification_deliveries" USING btree ("recipient");
  CREATE INDEX "notification_deliveries_held_idx" ON "notification_deliveries" USING btree ("held");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales_settings_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings_work_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings_holidays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales_settings_rules" CASCADE;
  DROP TABLE "sales_settings_work_days" CASCADE;
  DROP TABLE "sales_settings_holidays" CASCADE;
  DROP TABLE "sales_settings" CASCADE;
  DROP TABLE "sales_settings_rels" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_enquiry_of_id_leads_id_fk";
  
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_enquiry_of_id_leads_id_fk";
  
  ALTER TABLE "leads_activity" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_activity_field";
  CREATE TYPE "public"."enum_leads_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes', 'fullname', 'clinicName', 'fullName', 'phone', 'email');
  ALTER TABLE "leads_activity" ALTER COLUMN "field" SET DATA TYPE "public"."enum_leads_activity_field" USING "field"::"public"."enum_leads_activity_field";
  ALTER TABLE "registrations_activity" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_registrations_activity_field";
  CREATE TYPE "public"."enum_registrations_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes', 'fullname', 'clinicName', 'fullName', 'phone', 'email');
  ALTER TABLE "registrations_activity" ALTER COLUMN "field" SET DATA TYPE "public"."enum_registrations_activity_field" USING "field"::"public"."enum_registrations_activity_field";
  ALTER TABLE "notification_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_deliveries_channel";
  CREATE TYPE "public"."enum_notification_deliveries_channel" AS ENUM('email', 'webhook', 'line');
  ALTER TABLE "notification_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_notification_deliveries_channel" USING "channel"::"public"."enum_notification_deliveries_channel";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'notifyRegistration', 'purgeSpam', 'purgeSavedFiles', 'applyRetention', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'notifyRegistration', 'purgeSpam', 'purgeSavedFiles', 'applyRetention', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_enquiry_of_idx";
  DROP INDEX "leads_response_due_at_idx";
  DROP INDEX "leads_routed_at_idx";
  DROP INDEX "registrations_enquiry_of_idx";
  DROP INDEX "registrations_response_due_at_idx";
  DROP INDEX "registrations_routed_at_idx";
  DROP INDEX "users_available_idx";
  DROP INDEX "users_line_link_code_hash_idx";
  DROP INDEX "notification_deliveries_recipient_idx";
  DROP INDEX "notification_deliveries_held_idx";
  ALTER TABLE "leads" DROP COLUMN "handover_reason";
  ALTER TABLE "leads" DROP COLUMN "enquiry_of_id";
  ALTER TABLE "leads" DROP COLUMN "response_due_at";
  ALTER TABLE "leads" DROP COLUMN "routed_at";
  ALTER TABLE "leads" DROP COLUMN "escalated_at";
  ALTER TABLE "registrations" DROP COLUMN "handover_reason";
  ALTER TABLE "registrations" DROP COLUMN "enquiry_of_id";
  ALTER TABLE "registrations" DROP COLUMN "response_due_at";
  ALTER TABLE "registrations" DROP COLUMN "routed_at";
  ALTER TABLE "registrations" DROP COLUMN "escalated_at";
  ALTER TABLE "users" DROP COLUMN "available";
  ALTER TABLE "users" DROP COLUMN "line_user_id";
  ALTER TABLE "users" DROP COLUMN "line_link_code_hash";
  ALTER TABLE "users" DROP COLUMN "line_link_expires_at";
  ALTER TABLE "users" DROP COLUMN "last_assigned_at";
  ALTER TABLE "notification_deliveries" DROP COLUMN "recipient";
  ALTER TABLE "notification_deliveries" DROP COLUMN "subject";
  ALTER TABLE "notification_deliveries" DROP COLUMN "held";
  DROP TYPE "public"."enum_sales_settings_rules_organization_group";
  DROP TYPE "public"."enum_sales_settings_rules_package";
  DROP TYPE "public"."enum_sales_settings_work_days";`)
}
