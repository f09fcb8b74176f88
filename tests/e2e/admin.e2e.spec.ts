import { expect, test } from '@playwright/test'

test('the admin answers at /admin in Thai, asking for the first user or a login', async ({
  page,
}) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBeLessThan(400)
  await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByRole('button', { name: /สร้าง|เข้าสู่ระบบ/ }).first()).toBeVisible()
})
