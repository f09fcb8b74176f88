import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "available" SET DEFAULT true;
  ALTER TABLE "articles" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_last_edited_by_idx" ON "articles" USING btree ("last_edited_by_id");
  CREATE INDEX "_articles_v_version_version_last_edited_by_idx" ON "_articles_v" USING btree ("version_last_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_last_edited_by_id_users_id_fk";
  
  DROP INDEX "articles_last_edited_by_idx";
  DROP INDEX "_articles_v_version_version_last_edited_by_idx";
  ALTER TABLE "users" ALTER COLUMN "available" SET DEFAULT false;
  ALTER TABLE "articles" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_last_edited_by_id";`)
}
