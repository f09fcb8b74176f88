import type { Page } from '@playwright/test'

import { messages } from '../../src/features/site-content/content/messages'
import { expect, test } from '../helpers/e2e-test'
import { hydrated } from '../helpers/hydration'

// The page's open/close controls are HTML (<details>/<summary>): they work from the first paint,
// with scripts off, and before the scripts have arrived; the scripts, when they come, change
// nothing the visitor opened.

const phone = { width: 390, height: 844 }
const mobileNav = (page: Page) =>
  page.getByRole('navigation', { name: `${messages.mainNavLabel} (มือถือ)` })
const menuToggle = (page: Page) => page.locator('header summary')
const faqAnswers = (page: Page) => page.locator('#faq details')

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })

  test('the menu opens and its links work', async ({ page }) => {
    await page.goto('/pdpa')
    await expect(mobileNav(page)).toBeHidden()
    await expect(menuToggle(page)).toHaveAccessibleName(messages.menuOpen)
    await menuToggle(page).click()
    await expect(mobileNav(page)).toBeVisible()
    await expect(menuToggle(page)).toHaveAccessibleName(messages.menuClose)
    await mobileNav(page).getByRole('link', { name: 'บทความ' }).click()
    await expect(page).toHaveURL(/\/articles$/)
  })

  test('the map and the share buttons are links to where they lead', async ({ page }) => {
    await page.goto('/articles')
    // Opens the map provider's page in a new tab (no network here to follow it).
    const showMap = page.locator('footer#contact').getByRole('link', { name: 'แสดงแผนที่' })
    await expect(showMap).toHaveAttribute('href', /^https:\/\/.*openstreetmap/)
    await expect(showMap).toHaveAttribute('target', '_blank')

    await page.getByRole('link', { name: /อ่านต่อ/ }).first().click()
    await expect(page).toHaveURL(/\/articles\/detail\?slug=/)
    await expect(page.getByRole('link', { name: 'แชร์ไปที่ LINE' })).toHaveAttribute(
      'href',
      /^https:\/\/social-plugins\.line\.me\/lineit\/share\?url=/,
    )
    await expect(page.getByRole('link', { name: 'แชร์ไปที่ Facebook' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer/,
    )
  })

  test('an FAQ answer opens, and the one open before closes', async ({ page }) => {
    await page.goto('/')
    const second = faqAnswers(page).nth(1)
    await second.scrollIntoViewIfNeeded()
    await expect(faqAnswers(page).first()).toHaveAttribute('open', '')
    await expect(second.locator('p')).toBeHidden()
    await second.locator('summary').click()
    await expect(second.locator('p')).toBeVisible()
    await expect(faqAnswers(page).first()).not.toHaveAttribute('open')
  })
})

test('the FAQ and the menu work before the scripts arrive, and stay as opened after', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })

  const second = faqAnswers(page).nth(1)
  await second.locator('summary').scrollIntoViewIfNeeded()
  await second.locator('summary').click()
  await expect(second.locator('p')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await menuToggle(page).click()
  await expect(mobileNav(page)).toBeVisible()
  // Nothing of React's yet: these were the HTML's own.
  expect(
    await menuToggle(page).evaluate((node) =>
      Object.keys(node).some((key) => key.startsWith('__react')),
    ),
  ).toBe(false)

  release()
  await hydrated(page.locator('header details'))
  await expect(mobileNav(page)).toBeVisible()
  await expect(second.locator('p')).toBeVisible()
  // And the script adds what HTML cannot: Escape closes the menu. React marks a node as its own
  // while hydrating, before the commit runs the effect that listens for Escape, so the key is
  // pressed again until that listener is there (a press before it does nothing, as with no script).
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(mobileNav(page)).toBeHidden({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
})

/** Holds the page's script chunks back until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('the contact form is typed into before its script, which then carries on from there', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const form = page.locator('footer#contact form')
  const name = form.getByLabel('ชื่อ-นามสกุล')
  const phoneField = form.getByLabel('เบอร์โทรศัพท์')
  const submit = form.getByRole('button', { name: /ส่งข้อมูล/ })
  await name.fill('ก่อน สคริปต์')
  await phoneField.fill('081-234')
  // The served form: sent by the browser itself, so nothing holds its button yet.
  await expect(submit).toBeEnabled()

  release()
  // The scripted form has taken its place: it checks as the visitor types (e-mail still empty).
  await expect(submit).toBeDisabled({ timeout: 20_000 })
  await expect(name).toHaveValue('ก่อน สคริปต์')
  await expect(phoneField).toHaveValue('081-234')
  // The cursor stayed where the visitor was typing.
  await expect(phoneField).toBeFocused()
  await page.keyboard.type('-5678')
  await expect(phoneField).toHaveValue('081-234-5678')
  await form.getByLabel('อีเมล').fill(`before-script-${Date.now()}@example.com`)
  await form.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
  await expect(submit).toBeEnabled()
})

test('a send before the scripts arrive is the browser’s own, and is received', async ({ page }) => {
  await page.setViewportSize(phone)
  await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const form = page.locator('footer#contact form')
  await form.getByLabel('ชื่อ-นามสกุล').fill('ส่งก่อน สคริปต์')
  await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5679')
  await form.getByLabel('อีเมล').fill(`sent-before-script-${Date.now()}@example.com`)
  await form.getByLabel('ประเภทองค์กร').selectOption('คลินิกความงาม')
  await form.getByRole('button', { name: /ส่งข้อมูล/ }).click()
  await expect(page).toHaveURL(/\/contact\/sent$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขอบคุณที่สนใจ Clinic Plus')
})
