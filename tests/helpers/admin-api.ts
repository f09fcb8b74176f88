import type { APIRequestContext, Page } from '@playwright/test'

import { scriptAdmin as admin } from '../../scripts/lib/server.mjs'

export const scriptAdminEmail = admin.email
export const scriptAdminName = admin.name

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

/**
 * Adds a staff member through the admin API (as the suite's admin) and signs them in. A sales
 * member takes new leads by default: `available: false` keeps them out of the round-robin so the
 * suite's later leads still arrive unassigned.
 */
export async function addMember(
  request: APIRequestContext,
  member: { name: string; role: 'admin' | 'marketing' | 'sales'; available?: boolean },
): Promise<{ id: number; email: string; token: string }> {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.example`
  const password = 'a-long-staff-password-for-tests'
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { ...member, email, password },
  })
  if (!created.ok())
    throw new Error(`adding a member failed: ${created.status()} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const login = await request.post('/api/users/login', { data: { email, password } })
  if (!login.ok()) throw new Error(`member login failed: ${login.status()} ${await login.text()}`)
  return { id: doc.id, email, token: ((await login.json()) as { token: string }).token }
}

/** Changes a member as the suite's admin (e.g. `available: false` when a test is done with them). */
export async function updateMember(
  request: APIRequestContext,
  id: number,
  data: Record<string, unknown>,
): Promise<void> {
  const updated = await request.patch(`/api/users/${id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data,
  })
  if (!updated.ok())
    throw new Error(`updating a member failed: ${updated.status()} ${await updated.text()}`)
}
