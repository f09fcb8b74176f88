import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

/**
 * One backup is one file: a short plain header, then the files it holds (the database snapshot,
 * the media) packed one after the other, gzipped and encrypted with AES-256-GCM.
 *
 *   "CLINICPLUS-BACKUP\n" | u32 length | header JSON | salt (16) | iv (12) | ciphertext | tag (16)
 *
 * The key is derived with HKDF-SHA256 from a passphrase (BACKUP_ENCRYPTION_KEY, or the server's
 * PAYLOAD_SECRET when that is unset and the copy stays on this machine) and the file's own salt;
 * the header is authenticated with the contents, so a changed header fails the tag check too.
 * Inside, each file is `u32 length | {"name","size"} JSON | its bytes`, and the list ends with a
 * zero length.
 */
const magic = Buffer.from('CLINICPLUS-BACKUP\n')
const tagLength = 16

/** What a backup says about itself, readable without the key. */
export type BackupHeader = {
  version: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** Which variable the key came from: restore needs the same one. */
  keySource: 'BACKUP_ENCRYPTION_KEY' | 'PAYLOAD_SECRET'
}

export type BackupEntry = { name: string; file: string }

function deriveKey(passphrase: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', passphrase, salt, 'clinic-plus backup v1', 32))
}

const u32 = (n: number) => {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32BE(n)
  return buffer
}

/** The files as one stream of frames. */
async function* frames(entries: BackupEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const { size } = await stat(entry.file)
    const meta = Buffer.from(JSON.stringify({ name: entry.name, size }))
    yield Buffer.concat([u32(meta.length), meta])
    for await (const chunk of createReadStream(entry.file)) yield chunk as Buffer
  }
  yield u32(0)
}

/** Writes `entries` into an encrypted backup at `target`; returns its size in bytes. */
export async function writeBackup(
  target: string,
  header: BackupHeader,
  entries: BackupEntry[],
  passphrase: string,
): Promise<number> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const headerBytes = Buffer.from(JSON.stringify(header))
  const cipher = createCipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv)
  cipher.setAAD(headerBytes)
  await mkdir(path.dirname(target), { recursive: true })
  // Written under a temporary name and renamed: a half-written file never looks like a backup.
  const partial = `${target}.partial`
  const out = createWriteStream(partial, { mode: 0o600 })
  out.write(Buffer.concat([magic, u32(headerBytes.length), headerBytes, salt, iv]))
  try {
    await pipeline(Readable.from(frames(entries)), createGzip(), cipher, out, { end: false })
    await new Promise<void>((resolve, reject) =>
      out.end(cipher.getAuthTag(), () => (out.errored ? reject(out.errored) : resolve())),
    )
    await rename(partial, target)
  } catch (error) {
    out.destroy()
    await rm(partial, { force: true })
    throw error
  }
  return (await stat(target)).size
}

/** The plain header of a backup file, or an error that says it is not one. */
export async function readBackupHeader(
  file: string,
): Promise<{ header: BackupHeader; offset: number }> {
  const handle = await open(file, 'r')
  try {
    const start = Buffer.alloc(magic.length + 4)
    await handle.read(start, 0, start.length, 0)
    if (!start.subarray(0, magic.length).equals(magic)) {
      throw new Error(`${file} is not a Clinic Plus backup.`)
    }
    const length = start.readUInt32BE(magic.length)
    if (length > 64 * 1024) throw new Error(`${file} has a damaged header.`)
    const headerBytes = Buffer.alloc(length)
    await handle.read(headerBytes, 0, length, start.length)
    const header = JSON.parse(headerBytes.toString('utf8')) as BackupHeader
    if (header.version !== 1) throw new Error(`${file} is a backup of an unknown version.`)
    return { header, offset: start.length + length }
  } finally {
    await handle.close()
  }
}

/**
 * Splits the decrypted, gunzipped frames back into files under `dir`. Names are checked so that a
 * crafted backup cannot write outside it.
 */
class Unpacker extends Transform {
  private buffered = Buffer.alloc(0)
  private current: { out: Writable; left: number } | null = null
  private done = false
  readonly written: string[] = []

  constructor(private readonly dir: string) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: string, callback: (error?: Error) => void) {
    this.buffered = Buffer.concat([this.buffered, chunk])
    this.drain().then(() => callback(), callback)
  }

  override _flush(callback: (error?: Error) => void) {
    if (!this.done || this.current || this.buffered.length > 0) {
      callback(new Error('The backup ends in the middle of a file: it is incomplete.'))
    } else callback()
  }

  private async drain() {
    while (this.buffered.length > 0) {
      if (this.current) {
        const take = Math.min(this.current.left, this.buffered.length)
        const part = this.buffered.subarray(0, take)
        this.buffered = this.buffered.subarray(take)
        this.current.left -= take
        const out = this.current.out
        if (!out.write(part)) await new Promise((resolve) => out.once('drain', resolve))
        if (this.current.left === 0) {
          await new Promise<void>((resolve, reject) =>
            out.end((error?: Error | null) => (error ? reject(error) : resolve())),
          )
          this.current = null
        }
        continue
      }
      if (this.done) throw new Error('The backup has data after its end.')
      if (this.buffered.length < 4) return
      const length = this.buffered.readUInt32BE(0)
      if (length === 0) {
        this.done = true
        this.buffered = this.buffered.subarray(4)
        continue
      }
      if (this.buffered.length < 4 + length) return
      const meta = JSON.parse(this.buffered.subarray(4, 4 + length).toString('utf8')) as {
        name: string
        size: number
      }
      this.buffered = this.buffered.subarray(4 + length)
      const target = path.resolve(this.dir, meta.name)
      if (!target.startsWith(path.resolve(this.dir) + path.sep)) {
        throw new Error(`The backup names a file outside its folder: ${meta.name}`)
      }
      await mkdir(path.dirname(target), { recursive: true })
      const out = createWriteStream(target, { mode: 0o600 })
      this.written.push(meta.name)
      if (meta.size === 0) {
        await new Promise<void>((resolve) => out.end(resolve))
      } else {
        this.current = { out, left: meta.size }
      }
    }
  }
}

/**
 * Decrypts the backup at `file` into the folder `dir` (created, and removed again if anything
 * fails) and returns its header and the names of the files it held. The tag is checked before
 * this returns, so files from a damaged or tampered backup are never handed on.
 */
export async function unpackBackup(
  file: string,
  dir: string,
  passphrase: string,
): Promise<{ header: BackupHeader; files: string[] }> {
  const { header, offset } = await readBackupHeader(file)
  const { size } = await stat(file)
  const handle = await open(file, 'r')
  const salt = Buffer.alloc(16)
  const iv = Buffer.alloc(12)
  const tag = Buffer.alloc(tagLength)
  try {
    await handle.read(salt, 0, 16, offset)
    await handle.read(iv, 0, 12, offset + 16)
    await handle.read(tag, 0, tagLength, size - tagLength)
  } finally {
    await handle.close()
  }
  const headerBytes = Buffer.from(JSON.stringify(header))
  const encrypted = () => createReadStream(file, { start: offset + 28, end: size - tagLength - 1 })
  const decipherer = () => {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv)
    decipher.setAAD(headerBytes)
    decipher.setAuthTag(tag)
    return decipher
  }
  const notDecrypted = () =>
    new Error(
      `The backup could not be decrypted: the key (${header.keySource}) is not the one it was ` +
        'made with, or the file was changed or damaged.',
    )
  // First the whole file through the cipher alone, which checks the tag at its end: nothing is
  // written from a backup made with another key, changed or damaged, and the error says which.
  // (Unpacking in the same pass could end with the archive before the tag was checked.)
  try {
    await pipeline(encrypted(), decipherer(), async function (source) {
      for await (const _ of source) void _
    })
  } catch (error) {
    if (/unable to authenticate|unsupported state/i.test((error as Error).message)) {
      throw notDecrypted()
    }
    throw error
  }
  await mkdir(dir, { recursive: true })
  const unpacker = new Unpacker(dir)
  try {
    await pipeline(encrypted(), decipherer(), createGunzip(), unpacker, async function (source) {
      for await (const _ of source) void _
    })
  } catch (error) {
    unpacker.destroy()
    await rm(dir, { recursive: true, force: true, maxRetries: 3 })
    throw error
  }
  return { header, files: unpacker.written }
}

/** Every file under `dir`, as paths relative to it (for the media folder). */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = []
  async function walk(relative: string) {
    let names: import('node:fs').Dirent[]
    try {
      names = await readdir(path.join(dir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of names) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) found.push(child)
    }
  }
  await walk('')
  return found.sort()
}

/**
 * A value that shows whether two processes share PAYLOAD_SECRET, without revealing it: the
 * erasures restore applies are matched with HMACs keyed by it (features/privacy/data-subject.ts).
 */
export function secretFingerprint(payloadSecret: string): string {
  return createHash('sha256').update(`clinic-plus backup check:${payloadSecret}`).digest('hex')
}

export function sameFingerprint(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
