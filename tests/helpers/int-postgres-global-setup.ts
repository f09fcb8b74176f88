// Global setup of the `int-postgres` project: gives the run a database name prefix, and drops
// every database of the run at the end, including those of a file whose own teardown never ran.
import type { TestProject } from 'vitest/node'

import { dropDatabases, dropStaleDatabases, newRunPrefix } from './postgres-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `int-postgres` project only. */
    intPostgres?: { baseUrl: string; prefix: string }
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('The int-postgres project needs TEST_DATABASE_URL.')
  await dropStaleDatabases(baseUrl, 6 * 60 * 60 * 1000)
  const prefix = newRunPrefix()
  project.provide('intPostgres', { baseUrl, prefix })
  return async () => {
    const left = await dropDatabases(baseUrl, prefix)
    if (left > 0) console.warn(`[int-postgres] dropped ${left} database(s) a test file left behind`)
  }
}
