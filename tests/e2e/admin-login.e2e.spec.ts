import { adminToken, scriptAdminEmail } from '../helpers/admin-api'
import { expect, test } from '../helpers/e2e-test'
import { gotoAdmin } from '../helpers/hydration'

test('a limited login says so in Thai, with how long to wait', async ({ page, request }) => {
  await adminToken(request) // the staff account exists
  // A client of its own (the server trusts one proxy in the suite), so the suite's other logins
  // keep their allowance, and a new one on each run, since the limit outlives the test.
  const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client })
  await gotoAdmin(page, '/admin/login')
  const email = page.getByLabel(/อีเมล/)
  const password = page.getByLabel(/รหัสผ่าน/)
  const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ' })
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await email.fill(scriptAdminEmail)
    await password.fill(`wrong-password-${attempt}`)
    await submit.click()
    await expect(page.getByText(/อีเมลหรือรหัสผ่านไม่ถูกต้อง|ไม่ถูกต้อง/).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  }
  await email.fill(scriptAdminEmail)
  await password.fill('wrong-password-5')
  await submit.click()
  await expect(page.getByText('พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอประมาณ 5 นาทีแล้วลองใหม่')).toBeVisible()
  await expect(page.getByText('An unknown error occurred.')).toHaveCount(0)
})
