// @ts-check
// The slow phone the first-tap benchmarks load pages on: Chromium at 390 px with a 4× slower CPU
// and a slow 4G link (150 ms, 1.6 Mbit/s down, 750 kbit/s up), as a visitor who already refused
// optional cookies (so the banner covers nothing).
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

export const phoneNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

export const phoneCpuSlowdown = 4

/**
 * Chromium from CHROMIUM_PATH, else Debian's, else Playwright's own; headless, as the tests run
 * it (the benchmarks and the screenshots).
 */
export function launchChromium() {
  return chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ||
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
}

/**
 * The consent cookie of a visitor who refused optional cookies, as tests/helpers/consent-cookie.ts
 * writes it for the seeded policy's revision 1.
 */
function refusedConsent() {
  const now = new Date().toISOString()
  const expirationTime = Date.now() + 365 * 86_400_000
  const value = {
    categories: ['necessary'],
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: 'th',
    lastConsentTimestamp: now,
    expirationTime,
  }
  return {
    name: 'cp_consent',
    value: encodeURIComponent(JSON.stringify(value)),
    domain: '127.0.0.1',
    path: '/',
    expires: Math.floor(expirationTime / 1000),
    httpOnly: false,
    secure: false,
    sameSite: /** @type {const} */ ('Lax'),
  }
}

/**
 * A fresh browser context on the phone, with its scripts on or off.
 * @param {import('@playwright/test').Browser} browser
 * @param {boolean} scripts
 */
export function phoneContext(browser, scripts) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
    locale: 'th-TH',
    storageState: { cookies: [refusedConsent()], origins: [] },
  })
}

/**
 * Slows a page's network and CPU to the phone's.
 * @param {import('@playwright/test').CDPSession} cdp
 */
export async function throttle(cdp) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown })
}
