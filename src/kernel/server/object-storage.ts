import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, type ObjectStorageEnv } from '../env'

/**
 * Options of Payload's S3 storage adapter for the `media` collection: enabled with a bucket,
 * otherwise media stay in MEDIA_DIR.
 *
 * The plugin is registered either way, with `alwaysInsertFields`, so the database schema (the
 * `prefix` and `_objectKey` columns of media) and the admin's import map are the same with and
 * without object storage: one set of committed migrations fits both.
 *
 * Files are served through Payload's `/api/media/file/<filename>` route, which streams them from
 * the bucket: the bucket stays private, media keep their read access, and image URLs, the
 * Content-Security-Policy and next/image's allowed paths do not change.
 *
 * `useCompositePrefixes` keeps S3_PREFIX out of the stored documents and the schema (the
 * `prefix` column's default would otherwise follow it): a file's key is `<S3_PREFIX>/<filename>`.
 */
const keyPrefix = (prefix: string | undefined, folder: string) =>
  prefix ? `${prefix.replace(/\/+$/, '')}/${folder}` : folder

export function objectStorageOptions(storage: ObjectStorageEnv | undefined): S3StorageOptions {
  return {
    enabled: storage !== undefined,
    alwaysInsertFields: true,
    useCompositePrefixes: true,
    bucket: storage?.bucket ?? '',
    collections: {
      media: storage?.prefix ? { prefix: storage.prefix } : true,
      // Staff's working files, in the same bucket under private/ (served only through Payload,
      // with their collections' access).
      exports: { prefix: keyPrefix(storage?.prefix, 'private/exports') },
      imports: { prefix: keyPrefix(storage?.prefix, 'private/imports') },
    },
    config: storage
      ? {
          region: storage.region,
          endpoint: storage.endpoint,
          credentials: storage.credentials,
          forcePathStyle: storage.forcePathStyle,
        }
      : {},
  }
}

/** The storage plugin for payload.config.ts, configured from the S3_* environment variables. */
export function objectStoragePlugins(
  storage: ObjectStorageEnv | undefined = env.objectStorage,
): Plugin[] {
  return [s3Storage(objectStorageOptions(storage))]
}
