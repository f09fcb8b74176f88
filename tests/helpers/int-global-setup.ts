// Global setup of the `int` project: the migrated and seeded SQLite database every file's own
// starts as a copy of (tests/helpers/int-templates.ts), removed at the end.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { intDir, makeTemplate, removeDatabaseFiles, type Template } from './int-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `int` project only. */
    intSqliteTemplate?: Template
  }
}

export default async function setup(project: TestProject) {
  mkdirSync(intDir, { recursive: true })
  const place = path.join(intDir, `template-${randomUUID()}`)
  const file = `${place}.db`
  await makeTemplate(`file:${file}`, place).catch((error: unknown) => {
    removeDatabaseFiles(place)
    throw error
  })
  mkdirSync(`${place}-media`, { recursive: true })
  project.provide('intSqliteTemplate', { file, media: `${place}-media` })
  return () => removeDatabaseFiles(place)
}
