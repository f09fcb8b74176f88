import { z } from 'zod'

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

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
      (value) => (value === '' || value === undefined ? 'file:./data/clinic-plus.db' : value),
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

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

let cached: ServerEnv | undefined

/** The parsed server environment, read once. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env)
  return cached
}
