// Media move to an S3-compatible bucket when S3_BUCKET is set. Payload is booted from the real
// src/payload.config.ts without a database connection and without contacting any bucket: the
// storage client is only made when a file is read or written.
import { afterAll, describe, expect, it, vi } from 'vitest'

import { payloadWithoutConnection } from '../helpers/payload-without-db'

const bucketEnv = {
  S3_BUCKET: 'clinic-plus-media',
  S3_ENDPOINT: 'http://127.0.0.1:1',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  S3_FORCE_PATH_STYLE: '1',
  S3_PREFIX: 'site',
}

type DrizzleAdapter = {
  schema: unknown
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: unknown) => Promise<DrizzleJson> | DrizzleJson
  }
}
type DrizzleJson = { tables: Record<string, { columns: Record<string, unknown> }> }

/** The media collection and the schema of payload.config.ts booted with `env` added. */
async function bootWith(env: Record<string, string>) {
  const payload = await payloadWithoutConnection(env)
  vi.unstubAllEnvs()
  const adapter = payload.db as unknown as DrizzleAdapter
  const { tables } = await adapter.requireDrizzleKit().generateDrizzleJson(adapter.schema)
  const media = payload.collections.media.config
  return { media, tables }
}

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('media storage', () => {
  it('keeps media in MEDIA_DIR without S3 variables', async () => {
    const { media } = await bootWith({})
    expect(media.upload.disableLocalStorage).toBeFalsy()
    expect(media.upload.staticDir).toBe(process.env.MEDIA_DIR)
    expect(media.upload.adapter).toBeUndefined()
  })

  it('hands media to the S3 adapter, whose handler serves /api/media/file/, with S3 variables', async () => {
    const { media } = await bootWith(bucketEnv)
    expect(media.upload.disableLocalStorage).toBe(true)
    expect(media.upload.adapter).toBe('s3')
    expect(media.upload.handlers).toHaveLength(1)
  })

  it('needs no other database schema, so one set of migrations fits both', async () => {
    const local = await bootWith({})
    const bucket = await bootWith(bucketEnv)
    expect(bucket.tables).toEqual(local.tables)
    // The storage plugin's columns exist without a bucket too.
    const mediaTable = Object.entries(local.tables).find(([name]) => /(^|\.)media$/.test(name))
    expect(Object.keys(mediaTable?.[1].columns ?? {})).toEqual(
      expect.arrayContaining(['prefix', '_objectkey']),
    )
  })
})
