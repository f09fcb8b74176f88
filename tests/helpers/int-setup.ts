// Each integration test file gets its own throwaway SQLite database, media folder and secret.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = path.join(os.tmpdir(), 'clinic-plus-int')
mkdirSync(dir, { recursive: true })
const id = randomUUID()
process.env.DATABASE_URL = `file:${path.join(dir, `${id}.db`)}`
process.env.MEDIA_DIR = path.join(dir, `${id}-media`)
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
