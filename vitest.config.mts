import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const resolve = {
  alias: {
    '@payload-config': path.join(root, 'src/payload.config.ts'),
    '@': path.join(root, 'src'),
    // Next's server-only guard throws outside a React Server environment; tests are server code.
    'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
  },
}

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
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
