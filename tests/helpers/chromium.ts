import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

/**
 * Debian's builds of Chromium the tests run in, lightest first: the headless shell (package
 * chromium-headless-shell, the old headless mode Playwright itself runs tests in), which on two
 * cores takes about a third less CPU than the full browser in its new headless mode for the same
 * pages; then the full browser (package chromium).
 */
export const debianChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** A browser Playwright installed itself, where downloads were allowed. */
function bundledChromium(): string | undefined {
  try {
    const bundled = chromium.executablePath()
    return existsSync(bundled) ? bundled : undefined
  } catch {
    return undefined
  }
}

/**
 * The Chromium the end-to-end tests run in: CHROMIUM_PATH, then Debian's (above), then one
 * Playwright installed; undefined when there is none.
 */
export function testChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`)
    }
    return process.env.CHROMIUM_PATH
  }
  return debianChromiums.find((candidate) => existsSync(candidate)) ?? bundledChromium()
}
