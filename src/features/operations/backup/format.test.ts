import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, writeFile, open, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { readBackupHeader, unpackBackup, writeBackup, type BackupHeader } from './format'

const header: BackupHeader = {
  version: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
  database: 'sqlite',
  keySource: 'BACKUP_ENCRYPTION_KEY',
}
const key = 'a-backup-key-of-at-least-32-characters!'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-format-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function sample() {
  await mkdir(path.join(dir, 'src'))
  const big = Buffer.alloc(2_500_000)
  for (let i = 0; i < big.length; i += 1) big[i] = (i * 7919) % 251
  await writeFile(path.join(dir, 'src/db'), big)
  await writeFile(path.join(dir, 'src/photo.jpg'), 'สมชาย ใจดี 081-234-5678')
  await writeFile(path.join(dir, 'src/empty'), '')
  const file = path.join(dir, 'out.backup')
  await writeBackup(
    file,
    header,
    [
      { name: 'database.sqlite', file: path.join(dir, 'src/db') },
      { name: 'media/2026/photo.jpg', file: path.join(dir, 'src/photo.jpg') },
      { name: 'media/empty', file: path.join(dir, 'src/empty') },
    ],
    key,
  )
  return { file, big }
}

describe('the backup file', () => {
  it('gives back every file byte for byte with the right key', async () => {
    const { file, big } = await sample()
    const out = path.join(dir, 'out')
    const { header: read, files } = await unpackBackup(file, out, key)
    expect(read).toEqual(header)
    expect(files).toEqual(['database.sqlite', 'media/2026/photo.jpg', 'media/empty'])
    expect((await readFile(path.join(out, 'database.sqlite'))).equals(big)).toBe(true)
    expect(await readFile(path.join(out, 'media/2026/photo.jpg'), 'utf8')).toBe(
      'สมชาย ใจดี 081-234-5678',
    )
    expect(await readFile(path.join(out, 'media/empty'), 'utf8')).toBe('')
  })

  it('holds no readable personal data: the contents are encrypted', async () => {
    const { file } = await sample()
    const bytes = await readFile(file)
    expect(bytes.includes(Buffer.from('081-234-5678'))).toBe(false)
    expect(bytes.includes(Buffer.from('สมชาย'))).toBe(false)
    expect((await readBackupHeader(file)).header).toEqual(header)
  })

  it('refuses a wrong key and leaves no file behind', async () => {
    const { file } = await sample()
    const out = path.join(dir, 'out')
    await expect(unpackBackup(file, out, 'another-key-of-at-least-32-characters')).rejects.toThrow(
      /could not be decrypted: the key \(BACKUP_ENCRYPTION_KEY\)/,
    )
    await expect(readdir(out)).rejects.toThrow(/ENOENT/)
  })

  it('refuses a file changed after it was written', async () => {
    const { file } = await sample()
    const handle = await open(file, 'r+')
    const byte = Buffer.alloc(1)
    const at = 5000
    await handle.read(byte, 0, 1, at)
    byte[0] ^= 0xff
    await handle.write(byte, 0, 1, at)
    await handle.close()
    const out = path.join(dir, 'out')
    await expect(unpackBackup(file, out, key)).rejects.toThrow(
      /could not be decrypted: the key \(BACKUP_ENCRYPTION_KEY\) is not the one it was made with, or the file was changed/,
    )
    await expect(readdir(out)).rejects.toThrow(/ENOENT/)
  })

  it('says in words why a wrong key or a changed file fails, whichever byte it was', async () => {
    const { file } = await sample()
    const bytes = await readFile(file)
    // Bytes early, in the middle and near the end of the encrypted part, and a wrong key.
    for (const at of [200, 1_000, Math.floor(bytes.length / 2), bytes.length - 40]) {
      const changed = Buffer.from(bytes)
      changed[at] ^= 0x5a
      await writeFile(file, changed)
      await expect(
        unpackBackup(file, path.join(dir, `out-${at}`), key),
        `byte ${at}`,
      ).rejects.toThrow(/could not be decrypted/)
    }
  })

  it('says in words that a large backup has another key, and writes nothing from it', async () => {
    // Several megabytes that do not compress: read in many chunks, as a real database is.
    await writeFile(path.join(dir, 'noise'), randomBytes(3_000_000))
    const file = path.join(dir, 'large.backup')
    await writeBackup(
      file,
      header,
      [{ name: 'database.sqlite', file: path.join(dir, 'noise') }],
      key,
    )
    const out = path.join(dir, 'out-large')
    await expect(unpackBackup(file, out, 'another-key-of-at-least-32-characters')).rejects.toThrow(
      /could not be decrypted: the key \(BACKUP_ENCRYPTION_KEY\)/,
    )
    await expect(readdir(out)).rejects.toThrow(/ENOENT/)
    const bytes = await readFile(file)
    bytes[Math.floor(bytes.length / 3)] ^= 0x01
    await writeFile(file, bytes)
    await expect(unpackBackup(file, out, key)).rejects.toThrow(/the file was changed or damaged/)
    await expect(readdir(out)).rejects.toThrow(/ENOENT/)
  })

  it('refuses a header changed after it was written (it is authenticated too)', async () => {
    const { file } = await sample()
    const bytes = await readFile(file)
    const tampered = Buffer.from(bytes.toString('latin1').replace('"sqlite"', '"sqlitX"'), 'latin1')
    await writeFile(file, tampered)
    await expect(unpackBackup(file, path.join(dir, 'out'), key)).rejects.toThrow(
      /could not be decrypted/,
    )
  })

  it('never writes outside the folder it unpacks into', async () => {
    await writeFile(path.join(dir, 'evil'), 'x')
    const file = path.join(dir, 'evil.backup')
    await writeBackup(file, header, [{ name: '../escaped', file: path.join(dir, 'evil') }], key)
    await expect(unpackBackup(file, path.join(dir, 'out', 'inner'), key)).rejects.toThrow(
      /outside its folder/,
    )
    await expect(readFile(path.join(dir, 'out', 'escaped'))).rejects.toThrow(/ENOENT/)
  })

  it('says so when a file is not a backup', async () => {
    await writeFile(path.join(dir, 'plain.db'), 'SQLite format 3\0')
    await expect(readBackupHeader(path.join(dir, 'plain.db'))).rejects.toThrow(
      /is not a Clinic Plus backup/,
    )
  })
})
