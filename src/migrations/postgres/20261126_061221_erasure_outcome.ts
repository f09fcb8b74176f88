import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_data_subject_requests_outcome" ADD VALUE 'incomplete';
  ALTER TABLE "data_subject_requests" ADD COLUMN "failed_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_subject_requests" ALTER COLUMN "outcome" SET DATA TYPE text;
  DROP TYPE "public"."enum_data_subject_requests_outcome";
  CREATE TYPE "public"."enum_data_subject_requests_outcome" AS ENUM('found', 'not-found', 'exported', 'erased');
  ALTER TABLE "data_subject_requests" ALTER COLUMN "outcome" SET DATA TYPE "public"."enum_data_subject_requests_outcome" USING "outcome"::"public"."enum_data_subject_requests_outcome";
  ALTER TABLE "data_subject_requests" DROP COLUMN "failed_count";`)
}
