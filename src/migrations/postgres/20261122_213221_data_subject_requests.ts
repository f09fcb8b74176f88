import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_subject_requests_type" AS ENUM('search', 'access', 'erasure');
  CREATE TYPE "public"."enum_data_subject_requests_outcome" AS ENUM('found', 'not-found', 'exported', 'erased');
  CREATE TYPE "public"."enum_data_subject_requests_format" AS ENUM('json', 'csv');
  CREATE TYPE "public"."enum_data_subject_requests_identifier_kind" AS ENUM('email', 'phone');
  CREATE TABLE "data_subject_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_data_subject_requests_type" NOT NULL,
  	"outcome" "enum_data_subject_requests_outcome" NOT NULL,
  	"format" "enum_data_subject_requests_format",
  	"lead_count" numeric NOT NULL,
  	"registration_count" numeric NOT NULL,
  	"identifier_kind" "enum_data_subject_requests_identifier_kind" NOT NULL,
  	"identifier_hash" varchar NOT NULL,
  	"handled_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_subject_requests_id" integer;
  ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_subject_requests_identifier_hash_idx" ON "data_subject_requests" USING btree ("identifier_hash");
  CREATE INDEX "data_subject_requests_handled_by_idx" ON "data_subject_requests" USING btree ("handled_by_id");
  CREATE INDEX "data_subject_requests_updated_at_idx" ON "data_subject_requests" USING btree ("updated_at");
  CREATE INDEX "data_subject_requests_created_at_idx" ON "data_subject_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_subject_requests_fk" FOREIGN KEY ("data_subject_requests_id") REFERENCES "public"."data_subject_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_subject_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_subject_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_subject_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_subject_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_subject_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_data_subject_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_subject_requests_id";
  DROP TYPE "public"."enum_data_subject_requests_type";
  DROP TYPE "public"."enum_data_subject_requests_outcome";
  DROP TYPE "public"."enum_data_subject_requests_format";
  DROP TYPE "public"."enum_data_subject_requests_identifier_kind";`)
}
