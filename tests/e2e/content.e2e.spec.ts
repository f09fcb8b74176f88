import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, test } from '../helpers/e2e-test'

/**
 * The pages whose words moved from typed content files into the CMS read exactly as before: the visible
 * text of each, from the seeded content, against the text captured from the last build that
 * rendered them from those files (tests/e2e/fixtures). A changed word, a lost item or a section
 * out of order fails it.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

async function visibleText(page: Page, address: string): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(address)
  await page.waitForLoadState('networkidle')
  // Sections below the fold skip rendering until they come near (content-visibility: auto);
  // their text is on the page all the same.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  return page.evaluate(() => document.body.innerText)
}

for (const [address, name] of [
  ['/', 'home-text.txt'],
  ['/pdpa', 'pdpa-text.txt'],
  ['/register', 'register-text.txt'],
] as const) {
  test(`${address} shows the same visible text from the CMS as from its content files`, async ({
    page,
  }) => {
    expect(await visibleText(page, address)).toBe(fixture(name))
  })
}
