import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const resolve = {
  alias: {
    '@payload-config': path.join(root, 'src/payload.config.ts'),
    '@': path.join(root, 'src'),
    // Next's server-only guard throws outside a React Server environment; tests are server code.
    'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
  },
}

const integration = {
  environment: 'node',
  include: ['src/**/*.int.spec.ts', 'tests/int/**/*.int.spec.ts'],
  setupFiles: ['tests/helpers/int-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Files share their worker's module cache: Payload, Next and the other packages load once per
  // worker instead of once per file (about half the integration tests' time). Each file still
  // starts as a process of its own would, and what it started in the background stops with it
  // (tests/helpers/int-setup.ts).
  isolate: false,
}

/** The system tests' common settings (tests/system). */
const system = {
  environment: 'node',
  include: ['tests/system/**/*.system.spec.ts'],
  // The build the servers serve, checked once before any file starts.
  globalSetup: ['tests/helpers/system-global-setup.ts'],
  testTimeout: 600_000,
  hookTimeout: 900_000,
}

/**
 * System tests that run alone: leads at a steady rate through SIGKILLs and restarts, whose
 * availability check counts on the machine (durability); a page within a second of its
 * publication (shared-cache); the server's header and body timeouts (slow-clients).
 */
const systemAlone = [
  'tests/system/durability.system.spec.ts',
  'tests/system/shared-cache.system.spec.ts',
  'tests/system/slow-clients.system.spec.ts',
]

export default defineConfig({
  resolve,
  test: {
    // Payload boots once per integration file; two workers are what a 2-core machine can take.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: { name: 'int', ...integration, globalSetup: ['tests/helpers/int-global-setup.ts'] },
      },
      // Production servers started from the build (npm test runs it after the build): two
      // instances on one database, leads under SIGKILL, forwarding headers against npm start.
      // Each file starts servers of its own, on ports and databases of its own, so two files run
      // side by side; then, one at a time, those that measure time or load the machine on
      // purpose (`system-alone`, after it when both run).
      {
        resolve,
        test: {
          name: 'system',
          ...system,
          exclude: [...configDefaults.exclude, ...systemAlone],
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          name: 'system-alone',
          ...system,
          include: systemAlone,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      // The same integration tests on PostgreSQL, each file in a database of its own; only when
      // TEST_DATABASE_URL names a server to make those databases on.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve,
              test: {
                name: 'int-postgres',
                ...integration,
                exclude: [
                  ...configDefaults.exclude,
                  // Builds both databases' schemas without connecting: once, in `int`, is enough.
                  'tests/int/migrations-in-sync.int.spec.ts',
                  // Copies a SQLite database into PostgreSQL: its source is the `int` project's.
                  'tests/int/migrate-to-postgres.int.spec.ts',
                  // Runs `npm start` on a SQLite database of its own.
                  'tests/int/start-refusals.int.spec.ts',
                ],
                globalSetup: ['tests/helpers/int-postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
