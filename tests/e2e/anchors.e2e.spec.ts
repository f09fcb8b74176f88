import type { Page } from '@playwright/test'

import { messages } from '../../src/features/site-content/content/messages'
import { expect, test } from '../helpers/e2e-test'
import { hydrated } from '../helpers/hydration'

/*
 * Every landing anchor must end with its section's top at the fixed header's bottom, and stay
 * there once the fonts, the skipped (content-visibility) sections and the lazy form have settled:
 * the address a visitor opens from an ad, a LINE message or another page, and the menu's links.
 */
const anchors = ['home', 'features', 'pricing', 'equipment', 'faq', 'contact'] as const

/** The menu's labels for the anchors it links (the FAQ has no menu entry). */
const menuLabels: Partial<Record<(typeof anchors)[number], string>> = {
  home: 'หน้าแรก',
  features: 'ฟีเจอร์',
  pricing: 'ราคา',
  equipment: 'อุปกรณ์เสริม',
  contact: 'ติดต่อเรา',
}
const menuAnchors = anchors.filter((id) => menuLabels[id])

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const

/** A few pixels of rounding (borders, sub-pixel layout), no more. */
const tolerance = 3

/** Distance from the header's bottom edge to the section's top edge, in CSS pixels. */
function offsetFromHeader(page: Page, id: string) {
  return page.evaluate((id) => {
    const header = document.querySelector('body > header')
    const target = document.getElementById(id)
    if (!header || !target) return Number.NaN
    return target.getBoundingClientRect().top - header.getBoundingClientRect().bottom
  }, id)
}

/** Fonts decoded, lazy chunks and images fetched: what could still move the page has happened. */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForLoadState('networkidle')
}

async function expectLandedOn(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/#${id}$`))
  await settled(page)
  await expect
    .poll(async () => Math.abs(await offsetFromHeader(page, id)), {
      message: `#${id} at the header's bottom`,
      timeout: 10_000,
    })
    .toBeLessThanOrEqual(tolerance)
  // And it stays there: nothing that renders late pushes the section away.
  await page.waitForTimeout(1_000)
  await settled(page)
  expect(
    Math.abs(await offsetFromHeader(page, id)),
    `#${id} still there after 1 s`,
  ).toBeLessThanOrEqual(tolerance)
}

async function openMenuIfPhone(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('navigation', { name: messages.mainNavLabel, exact: true })
  const details = page.locator('header details')
  await hydrated(details)
  await details.locator('summary').click()
  return page.getByRole('navigation', { name: `${messages.mainNavLabel} (มือถือ)` })
}

for (const { name, viewport } of widths) {
  test.describe(`anchors at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })
    const phone = viewport.width < 768

    for (const id of anchors) {
      test(`a cold load of /#${id} lands on the section`, async ({ page }) => {
        await page.goto(`/#${id}`)
        await expectLandedOn(page, id)
      })
    }

    for (const id of menuAnchors) {
      test(`the menu link to /#${id} on the landing lands on the section`, async ({ page }) => {
        await page.goto('/')
        await settled(page)
        const nav = await openMenuIfPhone(page, phone)
        await nav.getByRole('link', { name: menuLabels[id], exact: true }).click()
        await expectLandedOn(page, id)
      })

      test(`the menu link to /#${id} from /articles lands on the section`, async ({ page }) => {
        await page.goto('/articles')
        await settled(page)
        const nav = await openMenuIfPhone(page, phone)
        await nav.getByRole('link', { name: menuLabels[id], exact: true }).click()
        await expectLandedOn(page, id)
      })
    }

    test('moving between anchors on the landing, down and back up, lands each time', async ({
      page,
    }) => {
      await page.goto('/#contact')
      await expectLandedOn(page, 'contact')
      for (const id of ['faq', 'features', 'equipment', 'home'] as const) {
        // An in-page link, as an article or a message inside the page would have.
        await page.evaluate((id) => {
          const link = document.createElement('a')
          link.href = `#${id}`
          document.body.append(link)
          link.click()
          link.remove()
        }, id)
        await expectLandedOn(page, id)
      }
    })
  })
}
