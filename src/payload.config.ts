import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { th } from '@payloadcms/translations/languages/th'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type CollectionConfig, type Config, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { contentTeam, isAdmin } from './access/roles'
import { adminThaiTranslations } from './content/admin-translations'
import { exportLabels, importLabels } from './content/admin'
import { keepFieldErrors } from './kernel/field-error'
import { Articles } from './collections/articles'
import { Consents } from './collections/consents'
import { DataSubjectRequests } from './collections/data-subject-requests'
import { Leads } from './collections/leads'
import { LineTaps } from './collections/line-taps'
import { PageViews } from './collections/page-views'
import { Experiments } from './collections/experiments'
import { AdSpend } from './collections/ad-spend'
import { Media } from './collections/media'
import { NotificationDeliveries } from './collections/notification-deliveries'
import { Pages } from './collections/pages'
import { RateLimits } from './collections/rate-limits'
import { Redirects } from './collections/redirects'
import { Registrations } from './collections/registrations'
import { Users } from './collections/users'
import { onlyStaffSessions } from './collections/users/staff-session'
import { HomePage } from './globals/home-page'
import { Pricing } from './globals/pricing'
import { PrivacyNotice } from './globals/privacy-notice'
import { RegisterPage } from './globals/register-page'
import { SalesSettings } from './globals/sales-settings'
import { SiteSettings } from './globals/site-settings'
import { SecuritySettings } from './globals/security-settings'
import { ActivityLog } from './collections/activity-log'
import { exportActivityHooks, exportReadAccess, mayCreateExport } from './lib/activity/exports'
import { alertsQueue, checkAlertsTask } from './jobs/alerts'
import { backupQueue, backupTask } from './jobs/backup'
import { housekeepingQueue, housekeepingTasks } from './jobs/housekeeping'
import { escalateLateResponsesTask } from './jobs/sales'
import { everyRuleExplicit, guardEverySurface } from './access/door'
import { withQueryGuard } from './collections/shared/query-guard'
import { withThaiCells } from './collections/shared/thai-cells'
import { withNamedImportFields } from './collections/shared/import-fields'
import { withResolvedLabels } from './collections/shared/resolved-labels'
import { withoutApiTab } from './collections/shared/without-api-tab'
import { adminDateFormat, thaiAdminDates } from './kernel/admin-dates'
import { durableSqlite } from './lib/db/durable-sqlite'
import { withAtomicJobClaims } from './lib/db/job-claims'
import { localApiAsUnitsOfWork } from './lib/db/write-scope'
import { env, isPostgresUrl } from './lib/env'
import { siteIdentity } from './lib/site'
import { neutraliseCsvExport } from './lib/exports/csv-safety'
import { notifyLeadTask, notifyRegistrationTask, scheduledRunsMayStart } from './lib/notifications'
import { notifyAssigneeDigestTask } from './lib/notifications/personal'
import { smtpAdapter } from './lib/notifications/smtp-adapter'
import { unconfiguredEmailAdapter } from './lib/notifications/unconfigured-email'
import { objectStoragePlugins } from './lib/object-storage'
import { noteRunnerTick } from './lib/ops/lifecycle'
import { logFormat, loggerOptions, prettyDestination } from './lib/ops/log.mjs'
import { mediaUploadMaxBytes } from './lib/uploads'
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
        pool: { connectionString: env.DATABASE_URL },
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
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ` — ${siteIdentity().productName} Admin`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Payload's own dates (document headers, versions, scheduled publications) as our lists
    // write them: "27 พ.ย. 69 04:29 น." (kernel/admin-dates.ts gives the locale the Buddhist year).
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
        '@/components/admin/a11y-repairs.client#A11yRepairs',
        // The navigation open on a desktop up to 1440 px, where Payload starts it closed.
        '@/components/admin/desktop-nav.client#DesktopNav',
        // The live preview scrolls to the section being edited.
        '@/components/admin/preview-follows-editor.client#PreviewFollowsEditor',
      ],
      // The team's figures first; Payload's collection cards stay below them.
      beforeDashboard: ['@/components/admin/dashboard/lead-dashboard#LeadDashboard'],
      // The second factor's screen, where a member who still owes it is sent (admin/page.tsx).
      views: {
        twoFactor: {
          Component: '@/components/admin/two-factor-view#TwoFactorView',
          path: '/two-factor',
        },
        // Marketing's results: visits to customers by page, campaign and channel.
        funnel: {
          Component: '@/components/admin/insights/funnel-view#FunnelView',
          path: '/funnel',
        },
        // The admins' operations: backups, readiness, the job queue and open alerts.
        operations: {
          Component: '@/components/admin/operations-view#OperationsView',
          path: '/operations',
        },
      },
      afterNavLinks: [
        '@/components/admin/insights/nav-link#InsightsNavLink',
        '@/components/admin/operations-view#OperationsNavLink',
      ],
      // Our mark and name on the login screen, in the navigation and the breadcrumbs.
      graphics: {
        Logo: '@/components/admin/brand#AdminLogo',
        Icon: '@/components/admin/brand#AdminIcon',
      },
    },
  },
  // A value our hooks refuse keeps its field and reason in the reply (src/kernel/field-error.ts).
  hooks: { afterError: [keepFieldErrors] },
  i18n: {
    fallbackLanguage: 'th',
    supportedLanguages: { th, en },
    // Payload's Thai where it reads wrong or in English (src/content/admin-translations.ts).
    translations: { th: adminThaiTranslations } as NonNullable<Config['i18n']>['translations'],
  },
  // Dates in every list with the Buddhist year, like the public site.
  collections: [
    Pages,
    Articles,
    Media,
    Redirects,
    Leads,
    Registrations,
    Consents,
    DataSubjectRequests,
    Users,
    ActivityLog,
    RateLimits,
    NotificationDeliveries,
    LineTaps,
    PageViews,
    Experiments,
    AdSpend,
  ].map(withThaiCells),
  // The public pages' content: the home page, the prices every page and /register share, the
  // site's contact details, the privacy notice and the sign-up page (src/globals).
  globals: [
    HomePage,
    Pricing,
    SiteSettings,
    PrivacyNotice,
    RegisterPage,
    SalesSettings,
    SecuritySettings,
  ],
  jobs: {
    // Running or queueing jobs through the API (/api/payload-jobs/run, handle-schedules) is an
    // admin's tool; the app runs its own jobs on the server.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
    tasks: [
      notifyLeadTask,
      notifyRegistrationTask,
      notifyAssigneeDigestTask,
      escalateLateResponsesTask,
      ...housekeepingTasks,
      backupTask,
      checkAlertsTask,
    ],
    // Retries of sales notifications (the first attempt runs right after the reply), not while
    // leads are pouring in: see lib/notifications. Housekeeping is queued by its schedules (in
    // its own queue, checked every minute) and runs under the same rule.
    autoRun: [
      { cron: '*/15 * * * * *', limit: 10, queue: 'default', disableScheduling: true },
      { cron: '0 * * * * *', limit: 3, queue: housekeepingQueue },
      // Each with its own runner: a backup of many minutes holds up neither housekeeping nor the
      // alert check that would report it (jobs/backup.ts, jobs/alerts.ts).
      { cron: '10 * * * * *', limit: 1, queue: backupQueue },
      { cron: '20 * * * * *', limit: 1, queue: alertsQueue },
    ],
    shouldAutoRun: () => {
      noteRunnerTick()
      return scheduledRunsMayStart()
    },
  },
  // JSON lines in production, pretty in development and tests; LOG_LEVEL (lib/ops/log.mjs).
  logger:
    logFormat() === 'json'
      ? { options: loggerOptions() }
      : { options: loggerOptions(), destination: prettyDestination() },
  // New-lead e-mails go through Payload's e-mail adapter; without SMTP_URL none is sent, and the
  // log says so without their recipients or subjects.
  email: env.SMTP_URL ? smtpAdapter(env.SMTP_URL, env.SMTP_FROM) : unconfiguredEmailAdapter,
  // Every writing Local API call is a unit of work on the database (lib/db/write-scope), and a
  // token is accepted by the staff session strategy alone (collections/users/staff-session).
  onInit: (payload) => {
    localApiAsUnitsOfWork(payload)
    onlyStaffSessions(payload)
  },
  // Uploads (images, import files) up to this size; the REST route refuses larger bodies first.
  upload: { limits: { fileSize: mediaUploadMaxBytes } },
  editor: lexicalEditor(),
  graphQL: { disable: true },
  db: database(),
  sharp,
  plugins: [
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
      // and downloading an export is itself in the log (lib/activity/exports.ts).
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
    // and an explicit access rule for every operation (access/door.ts).
    (config) => ({ ...config, collections: config.collections?.map(withQueryGuard) }),
    withResolvedLabels,
    withoutApiTab,
    everyRuleExplicit,
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

// Every surface behind the one door, Payload's own collections and globals included (they are
// added after the plugins run): access/door.ts.
export default config.then(guardEverySurface)
