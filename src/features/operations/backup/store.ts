import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import type { ObjectStorageEnv } from '@/kernel/env'

/**
 * Where backups and the erasure ledger are kept: a folder (BACKUP_DIR) and, with the S3_*
 * variables, the bucket under `<S3_PREFIX>/backups/`. Names are flat file names, or
 * `erasures/<name>` for the ledger.
 */
export interface BackupStore {
  readonly label: string
  list(folder?: 'erasures'): Promise<string[]>
  put(name: string, file: string): Promise<void>
  putText(name: string, text: string): Promise<void>
  getText(name: string): Promise<string>
  download(name: string, target: string): Promise<void>
  remove(name: string): Promise<void>
  size(name: string): Promise<number>
}

export function folderStore(dir: string): BackupStore {
  const at = (name: string) => path.join(dir, name)
  return {
    label: dir,
    async list(folder) {
      try {
        const names = await readdir(folder ? at(folder) : dir, { withFileTypes: true })
        return names.filter((entry) => entry.isFile()).map((entry) => entry.name)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    async put(name, file) {
      await mkdir(path.dirname(at(name)), { recursive: true, mode: 0o700 })
      if (path.resolve(file) !== path.resolve(at(name))) await copyFile(file, at(name))
    },
    async putText(name, text) {
      await mkdir(path.dirname(at(name)), { recursive: true, mode: 0o700 })
      await writeFile(at(name), text, { mode: 0o600 })
    },
    getText: (name) => readFile(at(name), 'utf8'),
    async download(name, target) {
      if (path.resolve(target) !== path.resolve(at(name))) await copyFile(at(name), target)
    },
    remove: (name) => rm(at(name), { force: true }),
    size: async (name) => (await stat(at(name))).size,
  }
}

export function bucketStore(storage: ObjectStorageEnv): BackupStore {
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
  })
  const prefix = `${storage.prefix ? `${storage.prefix}/` : ''}backups/`
  const Bucket = storage.bucket
  return {
    label: `s3://${Bucket}/${prefix}`,
    async list(folder) {
      const under = folder ? `${prefix}${folder}/` : prefix
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: under, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          const rest = object.Key?.slice(under.length) ?? ''
          if (rest && !rest.includes('/')) names.push(rest)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names
    },
    async put(name, file) {
      const { size } = await stat(file)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + name,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      )
    },
    async putText(name, text) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + name,
          Body: text,
          ContentType: 'application/json',
        }),
      )
    },
    async getText(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + name }))
      return (await object.Body?.transformToString('utf8')) ?? ''
    },
    async download(name, target) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + name }))
      if (!object.Body) throw new Error(`${name} is empty in the bucket.`)
      await pipeline(object.Body as Readable, createWriteStream(target, { mode: 0o600 }))
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + name }))
    },
    async size(name) {
      const object = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix + name, MaxKeys: 1 }),
      )
      return Number(object.Contents?.[0]?.Size ?? 0)
    },
  }
}
