// Global setup of the `int-postgres` project: gives the run a database name prefix, and drops
// every database of the run at the end, including those of a file whose own teardown never ran.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { intDir, makeTemplate, removeDatabaseFiles } from './int-templates'
import {
  createDatabase,
  databaseUrl,
  dropDatabases,
  dropStaleDatabases,
  newRunPrefix,
} from './postgres-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `int-postgres` project only. */
    intPostgres?: {
      baseUrl: string
      prefix: string
      /** The migrated and seeded database each file's own is created from, and its media. */
      template: string
      media: string
    }
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('The int-postgres project needs TEST_DATABASE_URL.')
  await dropStaleDatabases(baseUrl, 6 * 60 * 60 * 1000)
  const prefix = newRunPrefix()
  const template = await createDatabase(baseUrl, prefix)
  mkdirSync(intDir, { recursive: true })
  const place = path.join(intDir, `template-${randomUUID()}`)
  // A template that could not be made is not left for the next run's sweep.
  await makeTemplate(databaseUrl(baseUrl, template), place).catch(async (error: unknown) => {
    await dropDatabases(baseUrl, prefix)
    removeDatabaseFiles(place)
    throw error
  })
  mkdirSync(`${place}-media`, { recursive: true })
  project.provide('intPostgres', { baseUrl, prefix, template, media: `${place}-media` })
  return async () => {
    removeDatabaseFiles(place)
    // The template is one of the run's databases too.
    const left = (await dropDatabases(baseUrl, prefix)) - 1
    if (left > 0) console.warn(`[int-postgres] dropped ${left} database(s) a test file left behind`)
  }
}
