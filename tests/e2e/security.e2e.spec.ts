import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { scriptAdmin } from '../../scripts/lib/server.mjs'
import { testEnv } from '../../scripts/lib/test-env.mjs'
import { adminToken } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin, hydrated } from '../helpers/hydration'

const root = process.cwd()

async function firstArticlePath(request: import('@playwright/test').APIRequestContext) {
  const [article] = (await (await request.get('/api/public/articles?limit=1')).json()) as {
    slug: string
  }[]
  return `/articles/detail?slug=${encodeURIComponent(article.slug)}`
}

test.describe('security headers', () => {
  test('every kind of response carries the hardening headers', async ({ request }) => {
    for (const path of [
      '/',
      await firstArticlePath(request),
      '/api/public/articles?limit=1',
      '/admin',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      )
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/)
      const csp = headers['content-security-policy']
      expect(csp, path).toBeTruthy()
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, path).toContain(directive)
      }
    }
  })

  test('only the admin asks for the colour-scheme client hint; a public page is fetched once', async ({
    request,
  }) => {
    // Payload asks every response for Sec-CH-Prefers-Color-Scheme (its admin's theme), as a
    // Critical-CH: a browser that did not send the hint fetches the page a second time, one more
    // round trip before a first visit's first paint, and caches keyed on the hint (Vary).
    for (const path of ['/', await firstArticlePath(request), '/register', '/robots.txt']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['vary'] ?? '', path).not.toMatch(/sec-ch-prefers-color-scheme/i)
    }
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/)
  })

  test("the build's static files carry the hardening headers but no policy meant for documents", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (/\/_next\/static\/.+\.js$/.test(response.url())) scripts.push(response.url())
    })
    await page.goto('/pdpa')
    await expect.poll(() => scripts.length).toBeGreaterThan(0)
    const headers = (await page.request.get(scripts[0])).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toBeUndefined()
  })

  test('the admin gets a per-request nonce instead of inline scripts', async ({ request }) => {
    const first = (await request.get('/admin/login')).headers()['content-security-policy']
    const second = (await request.get('/admin/login')).headers()['content-security-policy']
    expect(first).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
    expect(first).not.toContain("'unsafe-inline' https")
    expect(first).not.toBe(second)
  })

  test('no page breaks the policy: no CSP violation in the console, map included', async ({
    page,
    request,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    // The map is outside our system: answer its host locally.
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
    )
    for (const path of [
      '/',
      '/pdpa',
      '/articles',
      await firstArticlePath(request),
      '/admin/login',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await page.goto('/#contact')
    await hydrated(page.getByRole('link', { name: 'แสดงแผนที่' }))
    await page.getByRole('link', { name: 'แสดงแผนที่' }).click()
    await expect(page.locator('iframe')).toBeVisible()
    await page.waitForTimeout(500)
    expect(violations).toEqual([])
  })
})

test('the signed-in admin, the article editor included, runs under its nonce policy', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await adminToken(page.request)
  const login = await page.request.post('/api/users/login', {
    data: scriptAdmin,
    headers: { origin: baseURL! },
  })
  expect(login.status()).toBe(200)
  await gotoAdmin(page, '/admin/collections/articles')
  await expect(page.getByRole('link', { name: /PDPA/ }).first()).toBeVisible()
  await page.getByRole('link', { name: /PDPA/ }).first().click()
  await adminReady(page)
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test.describe('admin API protection', () => {
  test('anonymous REST reads of leads, registrations and consents are refused', async ({
    request,
  }) => {
    for (const collection of ['leads', 'registrations', 'consents', 'users']) {
      const response = await request.get(`/api/${collection}`)
      expect(response.status(), collection).toBe(403)
    }
  })

  test('a cookie-authenticated write from another origin is rejected, from ours accepted', async ({
    playwright,
    baseURL,
  }) => {
    await adminToken(await playwright.request.newContext({ baseURL }))
    const context = await playwright.request.newContext({ baseURL })
    const login = await context.post('/api/users/login', {
      data: scriptAdmin,
      headers: { origin: baseURL! },
    })
    expect(login.status()).toBe(200)
    const staff = () => ({
      email: `e2e-csrf-${Date.now()}@clinic.example`,
      password: 'a-long-password-123',
    })
    const evil = await context.post('/api/users', {
      data: staff(),
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.status()).toBe(403)
    const evilRead = await context.get('/api/leads?limit=1', {
      headers: { origin: 'https://evil.example' },
    })
    expect(evilRead.status()).toBe(403)
    const own = await context.post('/api/users', { data: staff(), headers: { origin: baseURL! } })
    expect(own.status()).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: number } }
    const removed = await context.delete(`/api/users/${doc.id}`, { headers: { origin: baseURL! } })
    expect(removed.status()).toBe(200)
    await context.dispose()
  })
})

test.describe('registration', () => {
  const form = () => ({
    clinicName: 'คลินิกทดสอบ E2E',
    fullName: 'ทดสอบ ระบบ',
    phone: '081-111-2222',
    email: `e2e-${Date.now()}@clinic.example`,
    branchCount: 2,
    package: 'More',
  })

  test('machine clients need the bearer token', async ({ request }) => {
    expect((await request.post('/api/v2/register', { data: form() })).status()).toBe(401)
    const ok = await request.post('/api/v2/register', {
      data: form(),
      headers: { authorization: `Bearer ${testEnv.REGISTRATION_API_TOKEN}` },
    })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ code: 200 })
  })

  test("the page's own route works from the page and refuses other origins", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const reply = await page.evaluate(async (body) => {
      const response = await fetch('/api/public/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return response.json()
    }, form())
    expect(reply).toMatchObject({ code: 200 })
    const evil = await request.post('/api/public/register', {
      data: form(),
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.status()).toBe(403)
  })
})

test.describe('secrets', () => {
  function files(dir: string): string[] {
    if (!existsSync(dir)) return []
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? files(full) : [full]
    })
  }

  test('no secret value appears in the client bundle or the pages', async ({ request }) => {
    const secretFile = path.join(root, 'data', '.payload-secret')
    const secrets = [
      process.env.PAYLOAD_SECRET ??
        (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : ''),
      testEnv.REGISTRATION_API_TOKEN,
      process.env.CONTENT_API_KEY,
      process.env.LEAD_WEBHOOK_SECRET,
      process.env.SMTP_URL,
    ].filter((value): value is string => Boolean(value && value.length >= 8))
    expect(secrets.length).toBeGreaterThanOrEqual(2)

    const bundle = files(path.join(root, '.next', 'static'))
    expect(bundle.length).toBeGreaterThan(10)
    const texts = bundle.map((file) => readFileSync(file, 'utf8'))
    for (const pagePath of ['/', '/pdpa', '/articles', await firstArticlePath(request)]) {
      texts.push(await (await request.get(pagePath)).text())
    }
    for (const secret of secrets) {
      expect(texts.filter((text) => text.includes(secret))).toHaveLength(0)
    }
  })
})
