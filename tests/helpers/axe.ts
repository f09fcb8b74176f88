import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * WCAG 2.2 A and AA, what the admin screens are held to: axe's best-practice rules beyond them
 * (landmarks around every region, heading order) flag Payload's own page frame, which we do not
 * render. The public pages are scanned with every rule.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * An axe scan of `page` with every rule, reporting violations only, run by axe.run in the page
 * (AxeBuilder's legacy mode). The default mode runs each frame apart, then opens a blank page to
 * merge the frames' results, and returns every passing node too: four times as long on the
 * admin's larger screens (the privacy notice's editor: 29 s against 7 s), for the same violations.
 * Legacy mode still scans same-origin frames (the live preview); our pages embed no cross-origin
 * frame until a visitor asks for one (the map's facade).
 */
export const pageAxe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })

/** An axe scan of an admin screen: WCAG 2.2 A and AA. */
export const adminAxe = (page: Page) => pageAxe(page).withTags(wcagTags)
