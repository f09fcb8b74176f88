import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "registrations_anonymised_at_idx" ON "registrations" USING btree ("anonymised_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "registrations_anonymised_at_idx";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "registrations" DROP COLUMN "anonymised_at";`)
}
