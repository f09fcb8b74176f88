import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until React has taken over `element`. The public pages load their scripts after the
 * first paint (src/kernel/server/defer-scripts.mjs), so a test that clicks at once may click the plain
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

/**
 * Waits until the admin screen is ready: Payload's admin server-renders the whole screen, so a
 * select or button is on the page and visible some hundred milliseconds before React has taken it
 * over, and a click in that gap is lost (a select whose options never open). Ready means React
 * has hydrated every element of Payload's page template (not counting custom elements, nor the
 * rich-text editor's content, which are not React's) and Payload's loading placeholders are gone.
 */
export async function adminReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            // Payload's page template holds the screen; other libraries append helpers of their
            // own to the body (recharts' text measurer), which React never hydrates.
            const screen = document.querySelector('.template-default, .template-minimal')
            if (!screen || document.readyState !== 'complete') return false
            const elements = [screen, ...screen.querySelectorAll('*')].filter(
              (element) =>
                !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) &&
                !element.tagName.includes('-') &&
                // The rich-text editor's content is Lexical's own DOM, not React's.
                !element.parentElement?.closest('[data-lexical-editor="true"]'),
            )
            const isHydrated = (element: Element) =>
              Object.keys(element).some((key) => key.startsWith('__reactProps'))
            // A fade still running (the navigation opening, a drawer) leaves text half-drawn.
            const fading = document
              .getAnimations()
              .some(
                (animation) =>
                  animation instanceof CSSTransition && animation.playState === 'running',
              )
            return (
              elements.every(isHydrated) &&
              screen.querySelector('.shimmer-effect') === null &&
              !fading
            )
          })
          // The admin may still replace the page it is loading (a list rewriting its address).
          .catch(() => false),
      {
        message: 'the admin screen never became ready (hydrated, without placeholders)',
        // The largest screens (the privacy notice's hundreds of fields) take more than the
        // default 10 s to hydrate on the 2-core CI machine while the suite's server works.
        timeout: 30_000,
      },
    )
    .toBe(true)
}

/** Opens an admin address and waits until the screen is ready to be used. */
export async function gotoAdmin(page: Page, address: string): Promise<void> {
  await page.goto(address)
  await adminReady(page)
}
