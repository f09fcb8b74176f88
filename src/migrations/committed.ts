import type { Migration } from 'payload'

import { isPostgresUrl } from '@/kernel/env'

import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

/** The committed migrations for the database a DATABASE_URL points to. */
export function committedMigrations(databaseUrl: string): Migration[] {
  return (isPostgresUrl(databaseUrl) ? postgresMigrations : sqliteMigrations) as Migration[]
}
