import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The pipeline's end: "closed" becomes "customer" (a closed lead was a sale), "lost" is new.
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes');
  CREATE TYPE "public"."enum_registrations_activity_field" AS ENUM('status', 'assignee', 'nextFollowUpAt', 'lostReason', 'staffNotes');
  CREATE TABLE "leads_activity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"field" "enum_leads_activity_field" NOT NULL,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "registrations_activity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"field" "enum_registrations_activity_field" NOT NULL,
  	"from" varchar,
  	"to" varchar
  );
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'customer' WHERE "status" = 'closed';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'customer', 'lost', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "registrations" SET "status" = 'customer' WHERE "status" = 'closed';
  DROP TYPE "public"."enum_registrations_status";
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('new', 'contacted', 'qualified', 'customer', 'lost', 'spam');
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_registrations_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_registrations_status" USING "status"::"public"."enum_registrations_status";
  ALTER TABLE "leads" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "next_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "last_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "registrations" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "next_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "last_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "staff_notes" varchar;
  ALTER TABLE "leads_activity" ADD CONSTRAINT "leads_activity_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_activity" ADD CONSTRAINT "leads_activity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registrations_activity" ADD CONSTRAINT "registrations_activity_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations_activity" ADD CONSTRAINT "registrations_activity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_activity_order_idx" ON "leads_activity" USING btree ("_order");
  CREATE INDEX "leads_activity_parent_id_idx" ON "leads_activity" USING btree ("_parent_id");
  CREATE INDEX "leads_activity_by_idx" ON "leads_activity" USING btree ("by_id");
  CREATE INDEX "registrations_activity_order_idx" ON "registrations_activity" USING btree ("_order");
  CREATE INDEX "registrations_activity_parent_id_idx" ON "registrations_activity" USING btree ("_parent_id");
  CREATE INDEX "registrations_activity_by_idx" ON "registrations_activity" USING btree ("by_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_next_follow_up_at_idx" ON "leads" USING btree ("next_follow_up_at");
  CREATE INDEX "leads_first_contacted_at_idx" ON "leads" USING btree ("first_contacted_at");
  CREATE INDEX "leads_last_contacted_at_idx" ON "leads" USING btree ("last_contacted_at");
  CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status");
  CREATE INDEX "registrations_assignee_idx" ON "registrations" USING btree ("assignee_id");
  CREATE INDEX "registrations_next_follow_up_at_idx" ON "registrations" USING btree ("next_follow_up_at");
  CREATE INDEX "registrations_first_contacted_at_idx" ON "registrations" USING btree ("first_contacted_at");
  CREATE INDEX "registrations_last_contacted_at_idx" ON "registrations" USING btree ("last_contacted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_activity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registrations_activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_activity" CASCADE;
  DROP TABLE "registrations_activity" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assignee_id_users_id_fk";
  
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_assignee_id_users_id_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'closed' WHERE "status" IN ('customer', 'lost');
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'closed', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "registrations" SET "status" = 'closed' WHERE "status" IN ('customer', 'lost');
  DROP TYPE "public"."enum_registrations_status";
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('new', 'contacted', 'qualified', 'closed', 'spam');
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_registrations_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_registrations_status" USING "status"::"public"."enum_registrations_status";
  DROP INDEX "leads_assignee_idx";
  DROP INDEX "leads_next_follow_up_at_idx";
  DROP INDEX "leads_first_contacted_at_idx";
  DROP INDEX "leads_last_contacted_at_idx";
  DROP INDEX "registrations_status_idx";
  DROP INDEX "registrations_assignee_idx";
  DROP INDEX "registrations_next_follow_up_at_idx";
  DROP INDEX "registrations_first_contacted_at_idx";
  DROP INDEX "registrations_last_contacted_at_idx";
  ALTER TABLE "leads" DROP COLUMN "lost_reason";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "next_follow_up_at";
  ALTER TABLE "leads" DROP COLUMN "first_contacted_at";
  ALTER TABLE "leads" DROP COLUMN "last_contacted_at";
  ALTER TABLE "registrations" DROP COLUMN "lost_reason";
  ALTER TABLE "registrations" DROP COLUMN "assignee_id";
  ALTER TABLE "registrations" DROP COLUMN "next_follow_up_at";
  ALTER TABLE "registrations" DROP COLUMN "first_contacted_at";
  ALTER TABLE "registrations" DROP COLUMN "last_contacted_at";
  ALTER TABLE "registrations" DROP COLUMN "staff_notes";
  DROP TYPE "public"."enum_leads_activity_field";
  DROP TYPE "public"."enum_registrations_activity_field";`)
}
