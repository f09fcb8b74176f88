import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_subject_requests" ADD COLUMN "export_count" numeric;
  ALTER TABLE "data_subject_requests" ADD COLUMN "job_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_subject_requests" DROP COLUMN "export_count";
  ALTER TABLE "data_subject_requests" DROP COLUMN "job_count";`)
}
