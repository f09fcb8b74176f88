import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * WCAG 2.2 A and AA, what the admin screens are held to: axe's best-practice rules beyond them
 * (landmarks around every region, heading order) flag Payload's own page frame, which we do not
 * render. The public pages are scanned with every rule.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** An axe scan of an admin screen. */
export const adminAxe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags)
