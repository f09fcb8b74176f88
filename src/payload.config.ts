import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { th } from '@payloadcms/translations/languages/th'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { salesTeam } from './access/roles'
import { Articles } from './collections/articles'
import { Consents } from './collections/consents'
import { DataSubjectRequests } from './collections/data-subject-requests'
import { Leads } from './collections/leads'
import { Media } from './collections/media'
import { RateLimits } from './collections/rate-limits'
import { Registrations } from './collections/registrations'
import { Users } from './collections/users'
import { withThaiDates } from './collections/shared/thai-dates'
import { durableSqlite } from './lib/db/durable-sqlite'
import { env, isPostgresUrl } from './lib/env'
import { site } from './lib/site'
import { neutraliseCsvExport } from './lib/exports/csv-safety'
import { purgeSpamHourly } from './lib/leads/spam'
import { applyRetentionDaily } from './lib/privacy/retention'
import { notifyLeadTask, notifyRegistrationTask, scheduledRunsMayStart } from './lib/notifications'
import { smtpAdapter } from './lib/notifications/smtp-adapter'
import { objectStoragePlugins } from './lib/object-storage'
import { committedMigrations } from './migrations/committed'

const dirname = path.dirname(fileURLToPath(import.meta.url))

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
  // Cookie-authenticated requests count only from our own origin; CORS stays closed.
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ` — ${site.productName} Admin`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Payload's default would send each staff e-mail's hash to gravatar.com and load images
    // from it; the built-in icon keeps the admin free of third-party requests.
    avatar: 'default',
    components: {
      // Names and focus fixes for Payload's own controls, for staff using a screen reader.
      providers: ['@/components/admin/a11y-repairs.client#A11yRepairs'],
      // The team's figures first; Payload's collection cards stay below them.
      beforeDashboard: ['@/components/admin/dashboard/lead-dashboard#LeadDashboard'],
      // Our mark and name on the login screen, in the navigation and the breadcrumbs.
      graphics: {
        Logo: '@/components/admin/brand#AdminLogo',
        Icon: '@/components/admin/brand#AdminIcon',
      },
    },
  },
  i18n: {
    fallbackLanguage: 'th',
    supportedLanguages: { th, en },
  },
  // Dates in every list with the Buddhist year, like the public site.
  collections: [
    Articles,
    Media,
    Leads,
    Registrations,
    Consents,
    DataSubjectRequests,
    Users,
    RateLimits,
  ].map(withThaiDates),
  jobs: {
    tasks: [notifyLeadTask, notifyRegistrationTask],
    // Retries of sales notifications (the first attempt runs right after the reply), not while
    // leads are pouring in: see lib/notifications.
    autoRun: [{ cron: '*/15 * * * * *', limit: 10, queue: 'default' }],
    shouldAutoRun: () => scheduledRunsMayStart(),
  },
  // New-lead e-mails go through Payload's e-mail adapter; without SMTP_URL Payload logs them.
  email: env.SMTP_URL ? smtpAdapter(env.SMTP_URL, env.SMTP_FROM) : undefined,
  // Housekeeping that is not a request's job: leads kept as spam go after 30 days. Not while
  // building: the build boots Payload only to read the articles.
  onInit: (payload) => {
    if (process.env.NEXT_PHASE === 'phase-production-build') return
    purgeSpamHourly(payload)
    applyRetentionDaily(payload)
  },
  editor: lexicalEditor(),
  graphQL: { disable: true },
  db: database(),
  sharp,
  plugins: [
    // CSV export of leads for the sales team (no import: leads only come from the form).
    // Every CSV cell that a spreadsheet would run as a formula is neutralised first.
    importExportPlugin({
      collections: [
        { slug: 'leads', import: false, export: { hooks: { before: neutraliseCsvExport } } },
      ],
      // Exports hold leads' personal data: only the people who may read leads make or open them.
      overrideExportCollection: ({ collection }) => ({
        ...withThaiDates(collection),
        access: { ...collection.access, create: salesTeam, read: salesTeam, delete: salesTeam },
      }),
    }),
    // Media in an S3-compatible bucket when S3_BUCKET is set, otherwise in MEDIA_DIR.
    ...objectStoragePlugins(),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
