import { z } from 'zod'

import { retention } from './retention'
import { parseTrustedProxyHops } from './server/forwarded-address.mjs'

/**
 * The whole server environment: one schema, parsed once, one exported object (`env`). Every
 * variable the app reads is here and nowhere else; an empty value means "not set" (deploy tools
 * often write `KEY=` for an unset variable), so it takes the default.
 */

const unset = (value: unknown) => (value === '' ? undefined : value)

/** An optional variable. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional())

/** A variable with a default. */
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => unset(value) ?? fallback, schema)

/** A positive whole number. */
const count = (fallback: number) => withDefault(z.coerce.number().int().positive(), fallback)

/** A `0`/`1` switch. */
const flag = (fallback: '0' | '1', name: string) =>
  withDefault(z.enum(['0', '1'], `${name} must be 0 or 1.`), fallback).transform((v) => v === '1')

/** The embedded SQLite database used when DATABASE_URL is not set. */
export const defaultDatabaseUrl = 'file:./data/clinic-plus.db'

/** Whether this process is `next build` (prerendering), not a server. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/** An S3-compatible bucket for uploaded media. */
export type ObjectStorageEnv = {
  bucket: string
  region: string
  endpoint?: string
  credentials: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  /** Folder inside the bucket, without leading or trailing slashes; unset means the bucket's root. */
  prefix?: string
}

const objectStorageSchema = z
  .object({
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ENDPOINT: optional(
      z.url({
        protocol: /^https?$/,
        error:
          'S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com or http://minio:9000.',
      }),
    ),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(z.enum(['0', '1'], 'S3_FORCE_PATH_STYLE must be 0 or 1.')),
    S3_PREFIX: optional(z.string()),
  })
  .transform((s3, ctx): ObjectStorageEnv | undefined => {
    const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = s3
    if (bucket === undefined) {
      // Refused rather than ignored: the files would silently land on this machine's disk.
      const stray = Object.entries(s3)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key)
      if (stray.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message:
            `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set ` +
            'S3_BUCKET to store media in object storage, or unset them to keep media in MEDIA_DIR.',
        })
      }
      return undefined
    }
    const required = (key: string) => `${key} is required when S3_BUCKET is set.`
    if (accessKeyId === undefined)
      ctx.addIssue({ code: 'custom', message: required('S3_ACCESS_KEY_ID') })
    if (secret === undefined)
      ctx.addIssue({ code: 'custom', message: required('S3_SECRET_ACCESS_KEY') })
    if (accessKeyId === undefined || secret === undefined) return z.NEVER
    return {
      bucket,
      // AWS's default region, which R2 and MinIO accept too; a bucket elsewhere on AWS needs S3_REGION.
      region: s3.S3_REGION ?? 'us-east-1',
      endpoint: s3.S3_ENDPOINT,
      credentials: { accessKeyId, secretAccessKey: secret },
      forcePathStyle: s3.S3_FORCE_PATH_STYLE === '1',
      prefix: s3.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || undefined,
    }
  })

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PAYLOAD_SECRET: z
    .string({
      error:
        'PAYLOAD_SECRET is not set. Start the app through the npm scripts (they create a local ' +
        'secret in data/) or set PAYLOAD_SECRET to a random string of 32+ characters.',
    })
    .min(32, 'PAYLOAD_SECRET must be at least 32 characters long.'),
  DATABASE_URL: withDefault(z.string(), defaultDatabaseUrl).refine(
    (url) => url.startsWith('file:') || isPostgresUrl(url),
    { message: 'DATABASE_URL must be a SQLite file: URL or a postgres:// URL.' },
  ),
  SITE_URL: withDefault(z.url(), 'http://localhost:3000').transform((url) =>
    url.replace(/\/+$/, ''),
  ),
  ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an e-mail address.')),
  // The first admin's name as colleagues and the activity log show it.
  ADMIN_NAME: withDefault(
    z
      .string()
      .trim()
      .min(1, 'ADMIN_NAME must not be blank.')
      .max(100, 'ADMIN_NAME must be at most 100 characters.'),
    'ผู้ดูแลระบบ',
  ),
  // The staff password rules (features/staff-accounts/password-policy.ts) hold for it too: checked as the
  // first admin is created.
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(
        12,
        'ADMIN_PASSWORD: รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร / ADMIN_PASSWORD must be at least 12 characters.',
      ),
  ),
  MEDIA_DIR: withDefault(z.string(), './data/media'),
  // Staff's working files: saved exports (personal data) and import uploads, never public.
  PRIVATE_FILES_DIR: withDefault(z.string(), './data/private'),

  // Backups (lib/backup): where copies are kept, the key they are encrypted with, when the daily
  // one runs (an hour in Bangkok time, or `off`) and how many daily and weekly copies stay.
  BACKUP_DIR: withDefault(z.string(), './backups'),
  BACKUP_ENCRYPTION_KEY: optional(
    z.string().min(32, 'BACKUP_ENCRYPTION_KEY must be at least 32 characters.'),
  ),
  BACKUP_HOUR: withDefault(
    z.string().regex(/^(off|[01]?\d|2[0-3])$/, 'BACKUP_HOUR must be an hour from 0 to 23, or off.'),
    '2',
  ).transform((hour) => (hour === 'off' ? null : Number(hour))),
  // No more than the privacy notice states (kernel/retention.ts): a weekly copy lives up to its
  // count of weeks plus the current one.
  BACKUP_KEEP_DAILY: count(7).refine((days) => days <= retention.backupWeeks * 7, {
    message: `BACKUP_KEEP_DAILY can be at most ${retention.backupWeeks * 7}: the privacy notice states backups are kept up to ${retention.backupWeeks} weeks (src/kernel/retention.ts).`,
  }),
  BACKUP_KEEP_WEEKLY: count(4).refine((weeks) => weeks <= retention.backupWeeks - 1, {
    message: `BACKUP_KEEP_WEEKLY can be at most ${retention.backupWeeks - 1}: the privacy notice states backups are kept up to ${retention.backupWeeks} weeks (src/kernel/retention.ts).`,
  }),
  // The admins are told (features/operations/alerts) when a channel has failed this long, and when a job has
  // waited this long past its time.
  ALERT_CHANNEL_MINUTES: count(15),
  ALERT_QUEUE_MINUTES: count(5),

  // Where new leads are announced.
  SMTP_URL: optional(z.string()),
  SMTP_FROM: withDefault(z.string(), 'Clinic Plus <no-reply@example.com>'),
  SALES_EMAIL: optional(z.email('SALES_EMAIL must be an e-mail address.')),
  LEAD_WEBHOOK_URL: optional(z.url('LEAD_WEBHOOK_URL must be a URL.')),
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, 'LEAD_WEBHOOK_SECRET must be 16+ characters.')),
  // The LINE Official Account's Messaging API channel: its token pushes each new lead to the
  // sales group (LINE_TO, optional) and to the assignee's own LINE; its secret checks the
  // webhook's signatures (a member links their LINE by sending a one-time code).
  LINE_CHANNEL_ACCESS_TOKEN: optional(
    z.string().min(20, 'LINE_CHANNEL_ACCESS_TOKEN looks too short.'),
  ),
  LINE_TO: optional(
    z
      .string()
      .regex(
        /^[CRU][0-9a-f]{32}$/,
        'LINE_TO must be a LINE group, room or user id (C…, R… or U… and 32 hex digits).',
      ),
  ),
  LINE_CHANNEL_SECRET: optional(z.string().min(16, 'LINE_CHANNEL_SECRET looks too short.')),
  LINE_API_URL: withDefault(z.url('LINE_API_URL must be a URL.'), 'https://api.line.me'),
  /** Scheduled retries of notifications run on this instance (see lib/leads/notifications). */
  JOBS_AUTORUN: flag('1', 'JOBS_AUTORUN'),
  // The roles that must sign in with a second factor on a new database, until an admin sets
  // them (features/staff-accounts/two-factor-policy.ts): unset is admin and sales, who see personal data;
  // empty (or `none`) is nobody, for development and automated tests only. Unlike the other
  // variables, empty here is a value of its own.
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? ['admin', 'sales']
        : value
            .split(',')
            .map((role) => role.trim())
            .filter((role) => role !== '' && role !== 'none'),
    )
    .refine((list) => list.every((role) => ['admin', 'marketing', 'sales'].includes(role)), {
      message: 'TWO_FACTOR_REQUIRED_ROLES must list roles among admin, marketing and sales.',
    }),
  /** On SIGTERM, how long requests in flight and a job under way get to finish (serve.mjs). */
  SHUTDOWN_GRACE_MS: count(10_000),
  // Logs (kernel/server/log.mjs): the least level written, and JSON or pretty lines (default: JSON in
  // production). GET /api/metrics answers a scraper with this bearer token; unset, it is off.
  LOG_LEVEL: withDefault(
    z.enum(
      ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'],
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal or silent.',
    ),
    'info',
  ),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], 'LOG_FORMAT must be json or pretty.')),
  METRICS_TOKEN: optional(z.string().min(16, 'METRICS_TOKEN must be 16+ characters.')),
  /** The worker's own port for GET /api/metrics and /api/health/live (it serves nothing else). */
  WORKER_METRICS_PORT: optional(
    z.coerce.number().int().min(1).max(65_535, 'WORKER_METRICS_PORT must be a port number.'),
  ),

  // The per-address token bucket of the public write endpoints; disabling is for benchmarks only.
  LEAD_RATE_LIMIT_BURST: count(5),
  LEAD_RATE_LIMIT_PER_HOUR: count(20),
  RATE_LIMIT_DISABLED: flag('0', 'RATE_LIMIT_DISABLED'),
  /** Rate limits in Redis instead of the database. */
  REDIS_URL: optional(z.string()),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (0: none, the TCP peer is the
   * client). Applied by the production server (scripts/serve.mjs) through the same parser.
   */
  TRUSTED_PROXY_HOPS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustedProxyHops(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),

  /** The key outside readers of GET /api/public/articles must send; unset means the API is open. */
  CONTENT_API_KEY: optional(z.string().min(16, 'CONTENT_API_KEY must be 16+ characters.')),
  /** The bearer token machine clients send to POST /api/v2/register; unset refuses them all. */
  REGISTRATION_API_TOKEN: optional(
    z.string().min(32, 'REGISTRATION_API_TOKEN must be 32+ characters.'),
  ),

  // The Google tag ids: public values, baked into the pages at build time; the tag only loads
  // after the visitor's consent. Unset: no tag at all.
  GA_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]+$/, 'GA_MEASUREMENT_ID must look like G-XXXXXXX.'),
  ),
  ADS_CONVERSION_ID: optional(
    z.string().regex(/^AW-[\w-]+\/[\w-]+$/, 'ADS_CONVERSION_ID must look like AW-123456789/label.'),
  ),

  // Contact details and outbound links shown on the site (defaults in kernel/site-defaults.ts).
  SITE_PRODUCT_NAME: optional(z.string()),
  SITE_COMPANY_NAME: optional(z.string()),
  SITE_PHONE: optional(z.string()),
  SITE_LINE_ID: optional(z.string()),
  SITE_LINE_URL: optional(z.url('SITE_LINE_URL must be a URL.')),
  SITE_CRM_URL: optional(z.url('SITE_CRM_URL must be a URL.')),
  SITE_MAP_EMBED_URL: optional(z.url('SITE_MAP_EMBED_URL must be a URL.')),
  SITE_MAP_LINK_URL: optional(z.url('SITE_MAP_LINK_URL must be a URL.')),
  SITE_ADDRESS: optional(z.string()),
  SITE_HOURS: optional(z.string()),
})

const schema = z
  .object({
    app: envSchema
      .refine((app) => !app.LEAD_WEBHOOK_URL || app.LEAD_WEBHOOK_SECRET, {
        message:
          'LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set (16+ characters; the ' +
          'receiver checks each delivery with it).',
      })
      .refine((app) => !app.LINE_TO || app.LINE_CHANNEL_ACCESS_TOKEN, {
        message: 'LINE_TO needs LINE_CHANNEL_ACCESS_TOKEN (the channel that pushes to it).',
      })
      .refine((app) => !app.LINE_CHANNEL_SECRET || app.LINE_CHANNEL_ACCESS_TOKEN, {
        message:
          'LINE_CHANNEL_SECRET needs LINE_CHANNEL_ACCESS_TOKEN (the webhook replies with it).',
      }),
    s3: objectStorageSchema,
  })
  .transform(({ app, s3 }) => ({ ...app, objectStorage: s3 }))

/** Every variable the app reads (docs/configuration.md and .env.example document each). */
export const environmentVariables = [
  ...Object.keys(envSchema.shape),
  ...Object.keys(objectStorageSchema.in.shape),
]

export type Env = z.output<typeof schema>

/** Parses an environment; throws one readable error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const picked = Object.fromEntries(environmentVariables.map((key) => [key, source[key]]))
  const result = schema.safeParse({ app: picked, s3: picked })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return result.data
}

let parsed: Env | undefined

/**
 * The environment of this process, parsed on first use (so importing a module costs nothing and
 * a unit test that never reads it needs none), then kept.
 */
export const env: Env = new Proxy({} as Env, {
  get: (_, key) => {
    // Under Vitest it is read at each use: tests set variables per case (vi.stubEnv).
    const current = process.env.VITEST ? parseEnv(process.env) : (parsed ??= parseEnv(process.env))
    return current[key as keyof Env]
  },
})

/** Only the S3_* variables: where uploaded media go (undefined: MEDIA_DIR). */
export function parseObjectStorageEnv(
  source: Record<string, string | undefined>,
): ObjectStorageEnv | undefined {
  const result = objectStorageSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')
    throw new Error(`Invalid object storage environment:\n${problems}`)
  }
  return result.data
}
