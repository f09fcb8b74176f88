import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { th } from '@payloadcms/translations/languages/th'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { Users } from './collections/users'
import { durableSqlite } from './lib/durable-sqlite'
import { isPostgresUrl, serverEnv } from './lib/env'
import { committedMigrations } from './migrations/committed'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

function database(): DatabaseAdapterObj {
  if (isPostgresUrl(env.DATABASE_URL)) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: committedMigrations(env.DATABASE_URL),
      push: false,
    })
  }
  const filePath = env.DATABASE_URL.slice('file:'.length)
  mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
  // Durability first: WAL with synchronous FULL, and wait for locks rather than fail.
  const busyTimeoutMs = 5000
  return durableSqlite(
    sqliteAdapter({
      client: { url: env.DATABASE_URL },
      transactionOptions: {},
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: committedMigrations(env.DATABASE_URL),
      push: false,
    }),
    { url: env.DATABASE_URL, busyTimeoutMs, synchronous: 'FULL' },
  )
}

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' — Clinic Plus Admin' },
  },
  i18n: {
    fallbackLanguage: 'th',
    supportedLanguages: { th, en },
  },
  collections: [Users],
  editor: lexicalEditor(),
  graphQL: { disable: true },
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
