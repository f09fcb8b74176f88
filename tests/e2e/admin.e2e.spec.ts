import { adminToken } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'
import { adminReady, gotoAdmin } from '../helpers/hydration'

test('the admin answers at /admin in Thai, asking for the first user or a login', async ({
  page,
}) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBeLessThan(400)
  await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByRole('button', { name: /สร้าง|เข้าสู่ระบบ/ }).first()).toBeVisible()
})

test('speaks Thai to a browser set to English, with our name and mark, until the member picks English', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await gotoAdmin(page, '/admin/login')
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  await expect(page).toHaveTitle(/Clinic Plus Admin/)
  await expect(page.getByText('Clinic Plus', { exact: true }).first()).toBeVisible()
  await expect(page.locator('link[rel="icon"][href="/icon.svg"]')).toHaveCount(1)
  // Payload's own word mark is not drawn anywhere.
  await expect(page.locator('svg title', { hasText: /payload/i })).toHaveCount(0)

  // Logged in, the member switches to English in their account, and it sticks.
  await page.goto('/robots.txt')
  await context.addCookies([
    { name: 'payload-token', value: token, url: new URL(page.url()).origin },
  ])
  await gotoAdmin(page, '/admin/account')
  await page.locator('#field-language, [id*="language"]').first().click()
  await page.getByRole('option', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await gotoAdmin(page, '/admin')
  await expect(page.getByRole('heading', { name: 'Leads at a glance' })).toBeVisible()
  await context.close()
})

test('a marketing member sees neither leads nor registrations, in the menu or by address', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const email = `marketing-${Date.now()}@clinic.example`
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: 'a-long-password-2', name: 'การตลาด', role: 'marketing' },
  })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/users/login', {
    data: { email, password: 'a-long-password-2' },
  })
  const marketingToken = ((await login.json()) as { token: string }).token
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/robots.txt')
  await context.addCookies([
    { name: 'payload-token', value: marketingToken, url: new URL(page.url()).origin },
  ])
  await gotoAdmin(page, '/admin')
  await expect(page.getByRole('heading', { name: 'ภาพรวมผู้สนใจ' })).toBeVisible()
  // Counts, yes; the names of people to call, no.
  await expect(page.getByText('ต้องโทรหา')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /บทความ/ }).first()).toBeVisible()
  // The menu links to each collection by its address: articles, yes; leads, no.
  await expect(page.locator('nav a[href="/admin/collections/articles"]')).toHaveCount(1)
  await expect(page.locator('nav a[href="/admin/collections/leads"]')).toHaveCount(0)
  const leads = await request.get('/api/leads', {
    headers: { Authorization: `JWT ${marketingToken}` },
  })
  expect(leads.status()).toBe(403)
  // Their account page has none of the sales controls: taking new leads, LINE notifications.
  await gotoAdmin(page, '/admin/account')
  await adminReady(page)
  await expect(page.locator('#field-name')).toHaveValue('การตลาด')
  await expect(page.getByText('พร้อมรับผู้สนใจใหม่')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'แจ้งเตือนทาง LINE' })).toHaveCount(0)
  // A sales member's has both.
  const sales = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      email: `sales-${Date.now()}@clinic.example`,
      password: 'a-long-password-2',
      name: 'ฝ่ายขาย บัญชี',
      role: 'sales',
      available: false,
    },
  })
  expect(sales.status()).toBe(201)
  const salesId = ((await sales.json()) as { doc: { id: number } }).doc.id
  await context.addCookies([
    { name: 'payload-token', value: token, url: new URL(page.url()).origin },
  ])
  await gotoAdmin(page, `/admin/collections/users/${salesId}`)
  await adminReady(page)
  await expect(page.getByLabel('พร้อมรับผู้สนใจใหม่')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'แจ้งเตือนทาง LINE' })).toBeVisible()
  await context.close()
})
