import { defineConfig, devices } from '@playwright/test'

import { applyTestEnv } from './scripts/lib/test-env.mjs'
import { testChromium } from './tests/helpers/chromium'
import { refusedConsentCookie } from './tests/helpers/consent-cookie'
import { e2ePort } from './tests/helpers/e2e-env'

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
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // A visitor who already refused optional cookies, so the banner does not cover what a test
    // clicks; the consent tests start without it.
    storageState: { cookies: [refusedConsentCookie()], origins: [] },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
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
    url: `http://127.0.0.1:${e2ePort}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
