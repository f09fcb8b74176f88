import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  CREATE TYPE "public"."enum_registrations_package" AS ENUM('Mini', 'More', 'Ultimate');
  CREATE TYPE "public"."enum_registrations_source" AS ENUM('api', 'site');
  CREATE TYPE "public"."enum_consents_categories" AS ENUM('necessary', 'analytics', 'advertising');
  CREATE TABLE "registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_registrations_status" DEFAULT 'new' NOT NULL,
  	"clinic_name" varchar NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"branch_count" numeric NOT NULL,
  	"package" "enum_registrations_package" NOT NULL,
  	"message" varchar,
  	"source" "enum_registrations_source" NOT NULL,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consents_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consents_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"policy_version" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "consents_categories" ADD CONSTRAINT "consents_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE INDEX "consents_categories_order_idx" ON "consents_categories" USING btree ("order");
  CREATE INDEX "consents_categories_parent_idx" ON "consents_categories" USING btree ("parent_id");
  CREATE INDEX "consents_consent_id_idx" ON "consents" USING btree ("consent_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "consents_categories" CASCADE;
  DROP TABLE "consents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  DROP INDEX "payload_locked_documents_rels_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  DROP TYPE "public"."enum_registrations_status";
  DROP TYPE "public"."enum_registrations_package";
  DROP TYPE "public"."enum_registrations_source";
  DROP TYPE "public"."enum_consents_categories";`)
}
