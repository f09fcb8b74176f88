import { testChromium } from './chromium'

/** Fails early, with the way out, when no Chromium can be found. */
export default async function globalSetup() {
  if (testChromium()) return
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with ' +
      '`apt-get install -y chromium-headless-shell` (or chromium; Debian/Ubuntu), or set ' +
      'CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium` ' +
      'where downloads are allowed.',
  )
}
