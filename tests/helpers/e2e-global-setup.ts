import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

/** Fails early, with the way out, when no Chromium can be found. */
export default async function globalSetup() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safeBundledPath()]
  if (candidates.some((candidate) => candidate && existsSync(candidate))) return
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` ' +
      '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium/Chrome binary, or run ' +
      '`npx playwright install chromium` where downloads are allowed.',
  )
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}
