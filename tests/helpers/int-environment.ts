// The variables an integration test file runs with (tests/helpers/int-setup.ts), also those its
// starting database is made with (tests/helpers/int-template.ts): its own database, media,
// private files and backups, never a bucket, a secret of its own, no second factor required.
import { randomBytes } from 'node:crypto'

/** The variables of a file whose database is `databaseUrl` and whose folders start with `place`. */
export function intEnvironment(
  base: NodeJS.ProcessEnv,
  databaseUrl: string,
  place: string,
): Record<string, string> {
  const variables: Record<string, string> = {
    // Payload checks outside production that every @payloadcms package has its own version, in
    // the background: the plugins published only at 3.90.1 (email-nodemailer, storage-s3,
    // live-preview) are aligned to ours by package.json's overrides on purpose, and its rejection
    // would land in whichever test file is running when it settles.
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    // No role needs a second factor on these databases unless a test says so (the security setting).
    TWO_FACTOR_REQUIRED_ROLES: base.TWO_FACTOR_REQUIRED_ROLES ?? '',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: `${place}-media`,
    PRIVATE_FILES_DIR: `${place}-private`,
    // The erasure ledger (lib/backup) goes beside this file's backups, never the project's.
    BACKUP_DIR: `${place}-backups`,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  }
  // Never a bucket configured in .env: the seed reuses the real covers' file names.
  for (const key of Object.keys(base).filter((name) => name.startsWith('S3_'))) variables[key] = ''
  return variables
}
