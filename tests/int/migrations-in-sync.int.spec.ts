// The committed migrations must describe the schema src/payload.config.ts asks for, on both
// databases: a collection or field change without `migrate:create` (SQLite and PostgreSQL) fails
// here, not at someone's next start. No database is needed: the schema is built from the config
// the way `payload migrate:create` builds it, and compared with the newest committed snapshot.
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { payloadWithoutConnection } from '../helpers/payload-without-db'

type Snapshot = {
  id?: string
  prevId?: string
  version: string
  tables: Record<string, unknown>
  enums?: Record<string, unknown>
  [key: string]: unknown
}

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<Snapshot> | Snapshot
  upSnapshot?: (snapshot: Snapshot) => Snapshot
}

type DrizzleAdapter = {
  migrationDir: string
  schema: unknown
  requireDrizzleKit: () => DrizzleKit
}

const databases = [
  // Never opened: the schema is built without connecting.
  { kind: 'sqlite', url: `file:${path.join(os.tmpdir(), 'clinic-plus-never-opened.db')}` },
  { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/never_opened' },
] as const

/** A snapshot without the ids that chain snapshots together (a fresh one always has new ids). */
function comparable({ id: _id, prevId: _prevId, ...rest }: Snapshot) {
  return rest
}

/** Names of the tables and enums that differ, for a failure message that says where to look. */
function differingEntries(committed: Snapshot, current: Snapshot): string[] {
  const differing: string[] = []
  for (const part of ['tables', 'enums'] as const) {
    const before = committed[part] ?? {}
    const after = current[part] ?? {}
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[name]) !== JSON.stringify(after[name])) {
        differing.push(`${part}.${name}`)
      }
    }
  }
  return differing
}

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('committed migrations', () => {
  it.each(databases.map((database) => [database.kind, database.url]))(
    'describe the schema of payload.config.ts on %s',
    async (kind, url) => {
      const payload = await payloadWithoutConnection({ DATABASE_URL: url })
      const adapter = payload.db as unknown as DrizzleAdapter
      expect(path.basename(adapter.migrationDir)).toBe(kind)
      const { generateDrizzleJson, upSnapshot } = adapter.requireDrizzleKit()
      const current = await generateDrizzleJson(adapter.schema)

      const newest = readdirSync(adapter.migrationDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .at(-1)
      expect(newest, `no committed snapshot in ${adapter.migrationDir}`).toBeDefined()
      let committed = JSON.parse(
        readFileSync(path.join(adapter.migrationDir, newest!), 'utf8'),
      ) as Snapshot
      // The same upgrade migrate:create applies to a snapshot from an older drizzle-kit.
      if (upSnapshot && committed.version < current.version) committed = upSnapshot(committed)

      const differing = differingEntries(committed, current)
      expect(
        comparable(committed),
        `src/payload.config.ts differs from the newest ${kind} migration (${newest}) in ` +
          `${differing.join(', ') || 'the snapshot header'}. Create the migration: ` +
          (kind === 'sqlite'
            ? 'npm run payload -- migrate:create <name>'
            : 'DATABASE_URL=postgres://… npm run payload -- migrate:create <name>'),
      ).toEqual(comparable(current))
    },
    60_000,
  )
})
