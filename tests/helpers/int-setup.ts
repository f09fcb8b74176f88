// Each integration test file gets its own throwaway SQLite database and a random secret.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = path.join(os.tmpdir(), 'clinic-plus-int')
mkdirSync(dir, { recursive: true })
process.env.DATABASE_URL = `file:${path.join(dir, `${randomUUID()}.db`)}`
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
