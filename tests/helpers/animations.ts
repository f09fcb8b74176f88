import type { Page } from '@playwright/test'

/** Waits until entry animations are over, so axe judges contrast on the final colours. */
export async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState === 'finished'),
  )
}
