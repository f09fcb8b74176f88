// Standalone until the system tests get a project in vitest.config.ts:
//   flock /tmp/heavy.lock npx vitest run --root tests/system
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'system',
    environment: 'node',
    include: ['**/*.system.spec.ts'],
    // Each file starts production servers of its own; one at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 900_000,
  },
})
