import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has taken over `element`. The public pages load their scripts after the
 * first paint (src/lib/defer-scripts.mjs), so a test that clicks at once may click the plain
 * HTML, which works (links are links) but without what the script adds. React keeps a node's
 * props on the node under a `__reactProps$…` key once it has hydrated it.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true)
}
