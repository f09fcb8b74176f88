import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { th } from '@payloadcms/translations/languages/th'
import { buildConfig, type CollectionConfig, type Config, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { contentTeam, isAdmin } from '@/kernel/access/by-role'
import { everyRuleExplicit, guardEverySurface } from '@/kernel/access/door'
import { neutraliseCsvExport } from '@/kernel/admin/csv-safety'
import { adminDateFormat, thaiAdminDates } from '@/kernel/admin/dates'
import { withNamedImportFields } from '@/kernel/admin/import-fields'
import { withQueryGuard } from '@/kernel/admin/query-guard'
import { withResolvedLabels } from '@/kernel/admin/resolved-labels'
import { withRowsSettled } from '@/kernel/admin/rows-settle'
import { exportLabels, importLabels } from '@/kernel/admin/text'
import { withThaiCells } from '@/kernel/admin/thai-cells'
import { adminThaiTranslations } from '@/kernel/admin/translations'
import { withoutApiTab } from '@/kernel/admin/without-api-tab'
import { sweepRateLimitsTask } from '@/kernel/api/rate-limit-jobs'
import { RateLimits } from '@/kernel/api/rate-limits-collection'
import { mediaUploadMaxBytes } from '@/kernel/api/uploads'
import { durableSqlite } from '@/kernel/db/durable-sqlite'
import { withAtomicJobClaims } from '@/kernel/db/job-claims'
import { localApiAsUnitsOfWork } from '@/kernel/db/write-scope'
import { env, isPostgresUrl } from '@/kernel/env'
import { keepFieldErrors } from '@/kernel/field-error'
import { housekeepingQueue } from '@/kernel/jobs'
import { inNavigationOrder, inTaskOrder } from '@/kernel/plugin'
import { noteRunnerTick } from '@/kernel/server/lifecycle'
import { logFormat, loggerOptions, prettyDestination } from '@/kernel/server/log.mjs'
import { objectStoragePlugins } from '@/kernel/server/object-storage'
import { siteIdentity } from '@/kernel/site'

import {
  exportActivityHooks,
  exportReadAccess,
  mayCreateExport,
} from '@/features/activity-log/exports'
import { activityLogPlugin } from '@/features/activity-log/plugin'
import { articlesPlugin } from '@/features/articles/plugin'
import { campaignPagesPlugin } from '@/features/campaign-pages/plugin'
import { dashboardPlugin } from '@/features/dashboard/plugin'
import { experimentsPlugin } from '@/features/experiments/plugin'
import { insightsPlugin } from '@/features/insights/plugin'
import { leadsPlugin } from '@/features/leads/plugin'
import { scheduledRunsMayStart } from '@/features/notifications/notify'
import { notificationsPlugin } from '@/features/notifications/plugin'
import { smtpAdapter } from '@/features/notifications/smtp-adapter'
import { unconfiguredEmailAdapter } from '@/features/notifications/unconfigured-email'
import { alertsQueue } from '@/features/operations/jobs/alerts'
import { backupQueue } from '@/features/operations/jobs/backup'
import { operationsPlugin } from '@/features/operations/plugin'
import { privacyPlugin } from '@/features/privacy/plugin'
import { registrationsPlugin } from '@/features/registrations/plugin'
import { salesPlugin } from '@/features/sales/plugin'
import { siteContentPlugin } from '@/features/site-content/plugin'
import { staffAccountsPlugin } from '@/features/staff-accounts/plugin'

import { committedMigrations } from './migrations/committed'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** A staff working-file collection's uploads, in its folder of PRIVATE_FILES_DIR. */
function privateUpload(collection: CollectionConfig, folder: 'exports' | 'imports') {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return { ...upload, staticDir: path.resolve(env.PRIVATE_FILES_DIR, folder) }
}

function database(): DatabaseAdapterObj {
  if (isPostgresUrl(env.DATABASE_URL)) {
    return withAtomicJobClaims(
      postgresAdapter({
        // No JIT compilation: a page's content is one query of some twenty lateral joins whose
        // estimated cost passes PostgreSQL's JIT thresholds, and compiling it took 1.05 s for a
        // query that runs in 1 ms (tests/int/database.int.spec.ts). An `options` parameter in
        // DATABASE_URL replaces this one (docs/configuration.md).
        pool: { connectionString: env.DATABASE_URL, options: '-c jit=off' },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: committedMigrations(env.DATABASE_URL),
        push: false,
      }),
    )
  }
  const filePath = env.DATABASE_URL.slice('file:'.length)
  mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
  return withAtomicJobClaims(
    durableSqlite(
      sqliteAdapter({
        client: { url: env.DATABASE_URL },
        // Durability first: WAL with synchronous FULL, and wait for locks rather than fail.
        busyTimeout: 5000,
        wal: { synchronous: 'FULL' },
        transactionOptions: {},
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        prodMigrations: committedMigrations(env.DATABASE_URL),
        push: false,
      }),
    ),
  )
}

// The server renders some of Payload's dates too (a version's title).
thaiAdminDates()

const config = buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  // Cookie-authenticated requests count only from our own origin; CORS stays closed.
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ` — ${siteIdentity().productName} Admin`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Payload's own dates (document headers, versions, scheduled publications) as our lists
    // write them: "27 พ.ย. 69 04:29 น." (kernel/admin/dates.ts gives the locale the Buddhist year).
    dateFormat: adminDateFormat,
    // Payload's default would send each staff e-mail's hash to gravatar.com and load images
    // from it; the built-in icon keeps the admin free of third-party requests.
    avatar: 'default',
    // Scheduled publications (a promotion from 1 December 00:00) are set in Thai time, whatever
    // the member's computer is set to.
    timezones: {
      supportedTimezones: [{ label: 'เวลาประเทศไทย (UTC+7)', value: 'Asia/Bangkok' }],
      defaultTimezone: 'Asia/Bangkok',
    },
    components: {
      // Names and focus fixes for Payload's own controls, for staff using a screen reader.
      providers: [
        '@/kernel/admin/a11y-repairs.client#A11yRepairs',
        // The navigation open on a desktop up to 1440 px, where Payload starts it closed.
        '@/kernel/admin/desktop-nav.client#DesktopNav',
      ],
      // Our mark and name on the login screen, in the navigation and the breadcrumbs.
      graphics: {
        Logo: '@/kernel/admin/brand#AdminLogo',
        Icon: '@/kernel/admin/brand#AdminIcon',
      },
    },
  },
  // A value our hooks refuse keeps its field and reason in the reply (src/kernel/field-error.ts).
  hooks: { afterError: [keepFieldErrors] },
  i18n: {
    fallbackLanguage: 'th',
    supportedLanguages: { th, en },
    // Payload's Thai where it reads wrong or in English (src/kernel/admin/translations.ts).
    translations: { th: adminThaiTranslations } as NonNullable<Config['i18n']>['translations'],
  },
  // The kernel's own collection; each capability's plugin adds its collections and globals.
  collections: [RateLimits],
  jobs: {
    // Running or queueing jobs through the API (/api/payload-jobs/run, handle-schedules) is an
    // admin's tool; the app runs its own jobs on the server.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
    // The kernel's own; each capability's plugin adds its tasks.
    tasks: [sweepRateLimitsTask],
    // Retries of sales notifications (the first attempt runs right after the reply), not while
    // leads are pouring in: see features/notifications. Housekeeping is queued by its schedules (in
    // its own queue, checked every minute) and runs under the same rule.
    autoRun: [
      { cron: '*/15 * * * * *', limit: 10, queue: 'default', disableScheduling: true },
      { cron: '0 * * * * *', limit: 3, queue: housekeepingQueue },
      // Each with its own runner: a backup of many minutes holds up neither housekeeping nor the
      // alert check that would report it (features/operations/jobs/backup.ts, features/operations/jobs/alerts.ts).
      { cron: '10 * * * * *', limit: 1, queue: backupQueue },
      { cron: '20 * * * * *', limit: 1, queue: alertsQueue },
    ],
    shouldAutoRun: () => {
      noteRunnerTick()
      return scheduledRunsMayStart()
    },
  },
  // JSON lines in production, pretty in development and tests; LOG_LEVEL (kernel/server/log.mjs).
  logger:
    logFormat() === 'json'
      ? { options: loggerOptions() }
      : { options: loggerOptions(), destination: prettyDestination() },
  // New-lead e-mails go through Payload's e-mail adapter; without SMTP_URL none is sent, and the
  // log says so without their recipients or subjects.
  email: env.SMTP_URL ? smtpAdapter(env.SMTP_URL, env.SMTP_FROM) : unconfiguredEmailAdapter,
  // Every writing Local API call is a unit of work on the database (kernel/db/write-scope).
  onInit: (payload) => {
    localApiAsUnitsOfWork(payload)
  },
  // Uploads (images, import files) up to this size; the REST route refuses larger bodies first.
  upload: { limits: { fileSize: mediaUploadMaxBytes } },
  editor: lexicalEditor(),
  graphQL: { disable: true },
  db: database(),
  sharp,
  plugins: [
    // Each capability, one folder under src/features, as a local plugin.
    campaignPagesPlugin,
    articlesPlugin,
    siteContentPlugin,
    leadsPlugin,
    registrationsPlugin,
    privacyPlugin,
    staffAccountsPlugin,
    activityLogPlugin,
    notificationsPlugin,
    salesPlugin,
    insightsPlugin,
    experimentsPlugin,
    operationsPlugin,
    dashboardPlugin,
    // The staff's navigation, by group: within each, in this order.
    inNavigationOrder({
      collections: [
        'pages',
        'articles',
        'media',
        'redirects',
        'leads',
        'registrations',
        'consents',
        'data-subject-requests',
        'users',
        'activity-log',
        'rate-limits',
        'notification-deliveries',
        'line-taps',
        'page-views',
        'experiments',
        'ad-spend',
      ],
      globals: [
        'home-page',
        'pricing',
        'site-settings',
        'privacy-notice',
        'register-page',
        'sales-settings',
        'security-settings',
      ],
    }),
    // The job table's task names are an enum on PostgreSQL, in this order: a new order is a migration.
    inTaskOrder([
      'notifyLead',
      'notifyRegistration',
      'notifyAssigneeDigest',
      'escalateLateResponses',
      'purgeSpam',
      'purgeSavedFiles',
      'applyRetention',
      'sweepRateLimits',
      'purgeActivityLog',
      'backupDatabase',
      'checkAlerts',
    ]),
    // Dates in every list with the Buddhist year, like the public site.
    (config) => ({ ...config, collections: config.collections?.map(withThaiCells) }),
    // CSV export of leads and registrations for the sales team, with every cell a spreadsheet
    // would run as a formula neutralised (no import: they only come from the site's forms and
    // the registration API). Articles can be imported (CSV or JSON, as drafts) by the content
    // team, e.g. from an earlier blog.
    importExportPlugin({
      collections: [
        ...(['leads', 'registrations'] as const).map((slug) => ({
          slug,
          import: false as const,
          export: { hooks: { before: neutraliseCsvExport } },
        })),
        { slug: 'articles', export: false, import: { defaultVersionStatus: 'draft' } },
        { slug: 'activity-log', import: false as const },
        // Marketing's ad spend per campaign and month, typed in a spreadsheet.
        { slug: 'ad-spend', export: false },
      ],
      // Exports hold leads' personal data: only the people who may read leads make or open them.
      // Their files stay out of the public media (in PRIVATE_FILES_DIR, or the bucket).
      // The activity log too, for an auditor: only admins export it or open its exports. Making
      // and downloading an export is itself in the log (features/activity-log/exports.ts).
      overrideExportCollection: ({ collection }) =>
        exportActivityHooks({
          ...withThaiCells(collection),
          labels: { singular: exportLabels.singular, plural: exportLabels.plural },
          upload: privateUpload(collection, 'exports'),
          access: {
            ...collection.access,
            create: mayCreateExport,
            read: exportReadAccess,
            delete: exportReadAccess,
          },
        }),
      overrideImportCollection: ({ collection }) => ({
        ...withThaiCells(withNamedImportFields(collection)),
        labels: { singular: importLabels.singular, plural: importLabels.plural },
        upload: privateUpload(collection, 'imports'),
        access: {
          ...collection.access,
          create: contentTeam,
          read: contentTeam,
          delete: contentTeam,
        },
      }),
    }),
    // Media in an S3-compatible bucket when S3_BUCKET is set, otherwise in MEDIA_DIR.
    ...objectStoragePlugins(),
    // Last, so that they see the plugins' collections too: one query rule for every collection,
    // and an explicit access rule for every operation (kernel/access/door.ts).
    (config) => ({ ...config, collections: config.collections?.map(withQueryGuard) }),
    withResolvedLabels,
    withoutApiTab,
    withRowsSettled,
    everyRuleExplicit,
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

// Every surface behind the one door, Payload's own collections and globals included (they are
// added after the plugins run): kernel/access/door.ts.
export default config.then(guardEverySurface)
