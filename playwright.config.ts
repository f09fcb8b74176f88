import { defineConfig, devices } from '@playwright/test'

import { e2eReadyLine, e2eServerUrl, e2eSlotCount } from './scripts/lib/e2e-slots.mjs'
import { applyTestEnv } from './scripts/lib/test-env.mjs'
import { testChromium } from './tests/helpers/chromium'
import { refusedConsentCookie } from './tests/helpers/consent-cookie'

// The tests and the server they start share the fake analytics ids and registration token.
applyTestEnv()

const executablePath = testChromium()

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker for each slot (scripts/lib/e2e-slots.mjs): each runs its files, one at a time,
  // against a server of its own (tests/helpers/e2e-test.ts points its tests there).
  workers: e2eSlotCount,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  use: {
    baseURL: e2eServerUrl(0),
    // A visitor who already refused optional cookies, so the banner does not cover what a test
    // clicks; the consent tests start without it.
    storageState: { cookies: [refusedConsentCookie()], origins: [] },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // No trace while the suite runs: recording one (every action with the page's DOM at that
    // moment, the console, the network) cost a fifth of the suite's CPU and of its time, passed or
    // not. `npm test` runs each failed test once more with a full trace, for diagnosis only
    // (scripts/test.mjs); `npm run test:e2e -- --trace retain-on-failure` records them as before.
    trace: 'off',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // Every slot's server answers once this line is printed.
    wait: { stdout: new RegExp(e2eReadyLine) },
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
