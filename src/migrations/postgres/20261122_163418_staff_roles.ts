import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'marketing', 'sales');
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'sales' NOT NULL;
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  -- Everyone who could do everything before the roles keeps doing so: an admin reassigns them.
  UPDATE "users" SET "role" = 'admin';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_role_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  DROP TYPE "public"."enum_users_role";`)
}
