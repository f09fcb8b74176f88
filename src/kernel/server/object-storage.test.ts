import type { CollectionConfig, Config } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { parseObjectStorageEnv as objectStorageEnv } from '../env'
import { objectStorageOptions, objectStoragePlugins } from './object-storage'

const bucketEnv = {
  S3_BUCKET: 'clinic-plus-media',
  S3_REGION: 'ap-southeast-1',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  S3_FORCE_PATH_STYLE: '1',
  S3_PREFIX: '/site/media/',
}

let Media: CollectionConfig

beforeAll(async () => {
  // The collection reads MEDIA_DIR from the server environment, which needs a secret.
  vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(32))
  vi.stubEnv('MEDIA_DIR', '/var/clinic-plus/media')
  ;({ Media } = await import('@/features/site-content/collections/media'))
  return () => vi.unstubAllEnvs()
})

/** The config the plugins make of one holding the real media collection and another upload. */
async function withPlugins(env: Record<string, string | undefined>) {
  const other: CollectionConfig = { slug: 'documents', upload: true, fields: [] }
  let config: Config = { secret: 'x', collections: [Media, other] } as Config
  for (const plugin of objectStoragePlugins(objectStorageEnv(env))) config = await plugin(config)
  const collection = (slug: string) => config.collections!.find((entry) => entry.slug === slug)!
  const upload = (slug: string) =>
    collection(slug).upload as NonNullable<Exclude<CollectionConfig['upload'], boolean>>
  const fieldNames = (slug: string) =>
    collection(slug).fields.flatMap((field) => ('name' in field ? [field.name] : []))
  return { collection, upload, fieldNames }
}

describe('objectStorageEnv', () => {
  it('keeps media on local disk when no S3 variable is set, or only empty ones', () => {
    expect(objectStorageEnv({})).toBeUndefined()
    expect(objectStorageEnv({ S3_BUCKET: '', S3_PREFIX: '' })).toBeUndefined()
  })

  it('reads a bucket, its endpoint and keys, and trims slashes off the prefix', () => {
    expect(objectStorageEnv(bucketEnv)).toEqual({
      bucket: 'clinic-plus-media',
      region: 'ap-southeast-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'access-key', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
      prefix: 'site/media',
    })
  })

  it('defaults to us-east-1, virtual-hosted addressing, AWS endpoints and the bucket root', () => {
    const storage = objectStorageEnv({
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    })
    expect(storage).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: false,
      prefix: undefined,
    })
  })

  it('requires both access keys once a bucket is set, naming each missing one', () => {
    expect(() => objectStorageEnv({ S3_BUCKET: 'b' })).toThrow(
      'Invalid object storage environment:\n' +
        '  - S3_ACCESS_KEY_ID is required when S3_BUCKET is set.\n' +
        '  - S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set.',
    )
    expect(() => objectStorageEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set/,
    )
  })

  it('refuses S3 settings without a bucket instead of silently writing to the local disk', () => {
    expect(() => objectStorageEnv({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/,
    )
  })

  it('rejects an endpoint that is not an http(s) URL and a path-style flag other than 0 or 1', () => {
    for (const endpoint of ['minio:9000', 's3.example.com']) {
      expect(() => objectStorageEnv({ ...bucketEnv, S3_ENDPOINT: endpoint })).toThrow(
        /S3_ENDPOINT must be an http\(s\) URL/,
      )
    }
    expect(() => objectStorageEnv({ ...bucketEnv, S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_FORCE_PATH_STYLE must be 0 or 1/,
    )
  })
})

describe('objectStorageOptions', () => {
  it('gives the S3 adapter the bucket, region, endpoint, keys and addressing for media and staff files', () => {
    const options = objectStorageOptions(objectStorageEnv(bucketEnv))
    expect(options).toEqual({
      enabled: true,
      alwaysInsertFields: true,
      useCompositePrefixes: true,
      bucket: 'clinic-plus-media',
      collections: {
        media: { prefix: 'site/media' },
        exports: { prefix: 'site/media/private/exports' },
        imports: { prefix: 'site/media/private/imports' },
      },
      config: {
        region: 'ap-southeast-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'access-key', secretAccessKey: 'secret-key' },
        forcePathStyle: true,
      },
    })
    expect(
      objectStorageOptions(objectStorageEnv({ ...bucketEnv, S3_PREFIX: '' })).collections,
    ).toEqual({
      media: true,
      exports: { prefix: 'private/exports' },
      imports: { prefix: 'private/imports' },
    })
  })

  it('is disabled without a bucket', () => {
    expect(objectStorageOptions(undefined)).toMatchObject({ enabled: false, bucket: '' })
  })
})

describe('objectStoragePlugins', () => {
  it('without a bucket leaves media on the local disk, with the same columns as with one', async () => {
    const { upload, fieldNames } = await withPlugins({})
    expect(upload('media').disableLocalStorage).toBeUndefined()
    expect(upload('media').staticDir).toBe('/var/clinic-plus/media')
    expect(upload('media')).not.toHaveProperty('adapter')
    expect(fieldNames('media')).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey']))
  })

  it('with a bucket moves media, and only media, off the local disk to the S3 adapter', async () => {
    const { collection, upload, fieldNames } = await withPlugins(bucketEnv)
    expect(upload('media')).toMatchObject({ adapter: 's3', disableLocalStorage: true })
    // Payload serves /api/media/file/<filename> through the adapter's handler, from the bucket.
    expect(upload('media').handlers).toHaveLength(1)
    expect(fieldNames('media')).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey']))
    expect(collection('documents').upload).toBe(true)
    expect(fieldNames('documents')).toEqual([])
  })

  it('fails with the readable environment error when a key is missing', () => {
    expect(() =>
      objectStoragePlugins(objectStorageEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })),
    ).toThrow(/Invalid object storage environment:\n {2}- S3_SECRET_ACCESS_KEY is required/)
  })
})
