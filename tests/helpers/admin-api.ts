import type { APIRequestContext, Page } from '@playwright/test'

import { scriptAdmin as admin } from '../../scripts/lib/server.mjs'

export const scriptAdminEmail = admin.email

/** A JWT of the suite's admin: registers the first user on a fresh database, else logs in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const registered = await request.post('/api/users/first-register', { data: admin })
  if (registered.ok()) return ((await registered.json()) as { token: string }).token
  const login = await request.post('/api/users/login', { data: admin })
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

export async function findLeadsByEmail(request: APIRequestContext, email: string) {
  const token = await adminToken(request)
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  if (!response.ok()) throw new Error(`reading leads failed: ${response.status()}`)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

/**
 * Signs a browser page in with a member's token: its cookie on the site's origin (read from a
 * first page, as the browser's base address may differ from the API's).
 */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt')
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
}
