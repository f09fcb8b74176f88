import { z } from 'zod'

import { parseTrustedProxyHops } from './forwarded-address.mjs'

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** The embedded SQLite database used when DATABASE_URL is not set. */
export const defaultDatabaseUrl = 'file:./data/clinic-plus.db'

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z
    .string({
      error:
        'PAYLOAD_SECRET is not set. Start the app through the npm scripts (they create a local ' +
        'secret in data/) or set PAYLOAD_SECRET to a random string of 32+ characters.',
    })
    .min(32, 'PAYLOAD_SECRET must be at least 32 characters long.'),
  DATABASE_URL: z
    .preprocess(
      (value) => (value === '' || value === undefined ? defaultDatabaseUrl : value),
      z.string(),
    )
    .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'DATABASE_URL must be a SQLite file: URL or a postgres:// URL.',
    }),
  SITE_URL: z.preprocess(
    (value) => (value === '' || value === undefined ? 'http://localhost:3000' : value),
    z.url().transform((url) => url.replace(/\/+$/, '')),
  ),
  ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an e-mail address.')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters.')),
  MEDIA_DIR: z.preprocess(
    (value) => (value === '' || value === undefined ? './data/media' : value),
    z.string(),
  ),
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

/** Parses the server environment; throws one readable error listing every problem. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return result.data
}

const notificationEnvSchema = z.object({
  SMTP_URL: optional(z.string()),
  SMTP_FROM: z.preprocess(
    (value) => (value === '' || value === undefined ? 'Clinic Plus <no-reply@example.com>' : value),
    z.string(),
  ),
  SALES_EMAIL: optional(z.email('SALES_EMAIL must be an e-mail address.')),
  LEAD_WEBHOOK_URL: optional(z.url('LEAD_WEBHOOK_URL must be a URL.')),
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, 'LEAD_WEBHOOK_SECRET must be 16+ characters.')),
  PAYLOAD_SECRET: z.string().optional(),
})

/** Where new leads are announced; read at each use so a restart is all a change needs. */
export function leadNotificationEnv(source: Record<string, string | undefined> = process.env) {
  const env = notificationEnvSchema.parse(source)
  return { ...env, webhookSecret: env.LEAD_WEBHOOK_SECRET ?? env.PAYLOAD_SECRET ?? '' }
}

const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : Number(value)),
    z.number().int().positive(),
  )

const rateLimitEnvSchema = z.object({
  LEAD_RATE_LIMIT_BURST: positiveInt(5),
  LEAD_RATE_LIMIT_PER_HOUR: positiveInt(20),
  RATE_LIMIT_DISABLED: z.enum(['0', '1', '']).optional(),
})

/** The per-IP token bucket of the public write endpoints. RATE_LIMIT_DISABLED=1 is for benchmarks only. */
export function rateLimitEnv(source: Record<string, string | undefined> = process.env) {
  const env = rateLimitEnvSchema.parse(source)
  return {
    burst: env.LEAD_RATE_LIMIT_BURST,
    perHour: env.LEAD_RATE_LIMIT_PER_HOUR,
    disabled: env.RATE_LIMIT_DISABLED === '1',
  }
}

const proxyEnvSchema = z.object({
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
})

/**
 * How many proxies in front of the app append to X-Forwarded-For (0: none, the TCP peer is the
 * client). Applied by the production server, scripts/serve.mjs, through the same parser.
 */
export function trustedProxyHops(source: Record<string, string | undefined> = process.env) {
  return proxyEnvSchema.parse(source).TRUSTED_PROXY_HOPS
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

let cached: ServerEnv | undefined

/** The parsed server environment, read once. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env)
  return cached
}

const contentApiEnvSchema = z.object({
  CONTENT_API_KEY: optional(z.string().min(16, 'CONTENT_API_KEY must be 16+ characters.')),
})

/** The key outside readers of GET /api/public/articles must send; unset means the API is open. */
export function contentApiKey(source: Record<string, string | undefined> = process.env) {
  return contentApiEnvSchema.parse(source).CONTENT_API_KEY
}

const registrationEnvSchema = z.object({
  REGISTRATION_API_TOKEN: optional(
    z.string().min(32, 'REGISTRATION_API_TOKEN must be 32+ characters.'),
  ),
})

/** The bearer token machine clients send to POST /api/v2/register; unset refuses them all. */
export function registrationEnv(source: Record<string, string | undefined> = process.env) {
  return registrationEnvSchema.parse(source)
}

const analyticsEnvSchema = z.object({
  GA_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]+$/, 'GA_MEASUREMENT_ID must look like G-XXXXXXX.'),
  ),
  ADS_CONVERSION_ID: optional(
    z.string().regex(/^AW-[\w-]+\/[\w-]+$/, 'ADS_CONVERSION_ID must look like AW-123456789/label.'),
  ),
})

/**
 * The Google tag ids (public values, baked into the pages at build time). Unset: no tag at all.
 * They reach the browser, but the tag only loads after the visitor's consent.
 */
export function analyticsEnv(source: Record<string, string | undefined> = process.env) {
  const env = analyticsEnvSchema.parse(source)
  return { measurementId: env.GA_MEASUREMENT_ID, adsConversionId: env.ADS_CONVERSION_ID }
}

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

const objectStorageEnvSchema = z
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
  .transform((env, ctx): ObjectStorageEnv | undefined => {
    const {
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    } = env
    if (bucket === undefined) {
      // Refused rather than ignored: the files would silently land on this machine's disk.
      const stray = Object.entries(env)
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
    if (accessKeyId === undefined) {
      ctx.addIssue({ code: 'custom', message: required('S3_ACCESS_KEY_ID') })
    }
    if (secretAccessKey === undefined) {
      ctx.addIssue({ code: 'custom', message: required('S3_SECRET_ACCESS_KEY') })
    }
    if (accessKeyId === undefined || secretAccessKey === undefined) return z.NEVER
    return {
      bucket,
      // AWS's default region, which R2 and MinIO accept too; a bucket elsewhere on AWS needs S3_REGION.
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      credentials: { accessKeyId, secretAccessKey },
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      prefix: env.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || undefined,
    }
  })

/**
 * The bucket uploaded media go to when S3_BUCKET is set (the access keys are then required);
 * undefined keeps them in MEDIA_DIR. Throws one readable error listing every problem.
 */
export function objectStorageEnv(
  source: Record<string, string | undefined> = process.env,
): ObjectStorageEnv | undefined {
  const result = objectStorageEnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')
    throw new Error(`Invalid object storage environment:\n${problems}`)
  }
  return result.data
}
