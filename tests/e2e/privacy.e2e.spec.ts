import type { BrowserContext, Page } from '@playwright/test'

import { testEnv } from '../../scripts/lib/test-env.mjs'
import { initialCookiePolicy } from '../../src/kernel/consent/policy'
import { adminToken } from '../helpers/admin-api'
import { refusedConsentCookie } from '../helpers/consent-cookie'
import { expect, test } from '../helpers/e2e-test'

const trackerHosts =
  /googletagmanager\.com|google-analytics\.com|doubleclick\.net|googleadservices\.com/

/** Records every request to an analytics or ads host; the tag itself is a local stub. */
async function watchTrackers(context: BrowserContext) {
  const requests: string[] = []
  await context.route(trackerHosts, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__gtagStubLoaded = true',
    })
  })
  return requests
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' })
const trackerCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => /^(_ga|_gid|_gcl|_gat|IDE|NID)/.test(cookie.name))

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cp_consent')
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { consentId: string; categories: string[] })
    : undefined
}

test.describe('cookie consent', () => {
  // A fresh browser profile: no consent cookie from the suite's defaults.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('asks on the first visit and loads nothing from analytics or ads hosts before a choice', async ({
    page,
    context,
  }) => {
    const requests = await watchTrackers(context)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    for (const name of ['ยอมรับทั้งหมด', 'ปฏิเสธทั้งหมด', 'ตั้งค่า']) {
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible()
    }
    await expect(
      banner(page).getByRole('link', { name: /นโยบายคุ้มครองข้อมูลส่วนบุคคล/ }),
    ).toHaveAttribute('href', '/pdpa#cookies')
    await page.goto('/articles')
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    expect(await trackerCookies(context)).toEqual([])
    expect(await consentCookie(context)).toBeUndefined()
  })

  test('accepting loads the Google tag with the configured id, records the choice and counts page views', async ({
    page,
    context,
    request,
  }) => {
    const requests = await watchTrackers(context)
    await page.goto('/')
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/public/consents') && response.status() === 200,
    )
    await banner(page).getByRole('button', { name: 'ยอมรับทั้งหมด', exact: true }).click()
    await recorded
    await expect
      .poll(() => requests.some((url) => url.includes(`id=${testEnv.GA_MEASUREMENT_ID}`)))
      .toBe(true)
    await expect(banner(page)).toBeHidden()

    const cookie = await consentCookie(context)
    expect(cookie?.categories.sort()).toEqual(['advertising', 'analytics', 'necessary'])
    const token = await adminToken(request)
    const stored = await request.get(
      `/api/consents?where[consentId][equals]=${cookie!.consentId}&depth=0`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const docs = (
      (await stored.json()) as { docs: { categories: string[]; policyVersion: string }[] }
    ).docs
    expect(docs).toHaveLength(1)
    expect(docs[0].categories.sort()).toEqual(['advertising', 'analytics', 'necessary'])

    // Consent Mode: denied by default, then granted; a page_view on a client-side route change.
    await page.getByRole('navigation').getByRole('link', { name: 'บทความ' }).first().click()
    await expect(page).toHaveURL(/\/articles$/)
    const dataLayer = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) =>
        JSON.stringify(Array.from(entry)),
      ),
    )
    expect(dataLayer[0]).toContain('"consent","default"')
    expect(dataLayer[0]).toContain('"analytics_storage":"denied"')
    expect(
      dataLayer.some(
        (entry) =>
          entry.includes('"consent","update"') && entry.includes('"analytics_storage":"granted"'),
      ),
    ).toBe(true)
    expect(
      dataLayer.some((entry) => entry.includes('"page_view"') && entry.includes('/articles')),
    ).toBe(true)
  })

  test('refusing keeps every tracker off, also on later pages', async ({ page, context }) => {
    const requests = await watchTrackers(context)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'ปฏิเสธทั้งหมด', exact: true }).click()
    await expect(banner(page)).toBeHidden()
    expect((await consentCookie(context))?.categories).toEqual(['necessary'])
    await page.goto('/articles')
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    expect(requests).toEqual([])
    expect(await trackerCookies(context)).toEqual([])
  })

  test('asks again when the cookie policy changed since the choice', async ({ page, context }) => {
    await context.addCookies([refusedConsentCookie(initialCookiePolicy.revision - 1)])
    await page.goto('/pdpa')
    await expect(banner(page)).toBeVisible()
    await context.clearCookies()
    await context.addCookies([refusedConsentCookie()])
    await page.goto('/pdpa')
    await page.waitForTimeout(5_000)
    await expect(banner(page)).toBeHidden()
  })

  test("the footer's 'ตั้งค่าคุกกี้' reopens the settings, where analytics can be turned on", async ({
    page,
    context,
  }) => {
    const requests = await watchTrackers(context)
    await page.goto('/pdpa')
    await banner(page).getByRole('button', { name: 'ปฏิเสธทั้งหมด', exact: true }).click()
    await page.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click()
    const settings = page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })
    await expect(settings).toBeVisible()
    await settings
      .getByText('คุกกี้เพื่อการวิเคราะห์')
      .first()
      .locator('xpath=ancestor::*[.//input][1]')
      .locator('input')
      .first()
      .check({ force: true })
    await settings.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click()
    await expect(settings).toBeHidden()
    expect((await consentCookie(context))?.categories.sort()).toEqual(['analytics', 'necessary'])
    await expect
      .poll(() => requests.some((url) => url.includes(`id=${testEnv.GA_MEASUREMENT_ID}`)))
      .toBe(true)
  })
})
