import { expect, type APIRequestContext } from '@playwright/test'

/**
 * A lead as a visitor's form sends it, from a campaign of the test's own (a form sent sooner
 * than 3 s after its token is kept as spam, which the staff's screens leave out).
 */
export async function sendLead(
  request: APIRequestContext,
  campaign: string,
  visitor: { fullname?: string; phone?: string; description?: string } = {},
) {
  const { token } = (await (await request.get('/api/public/leads/token')).json()) as {
    token: string
  }
  await new Promise((resolve) => setTimeout(resolve, 3_200))
  const reply = await request.post('/api/public/leads', {
    headers: { 'Idempotency-Key': `lead-${campaign}` },
    data: {
      fullname: visitor.fullname ?? 'แดชบอร์ด ทดสอบ',
      phone: visitor.phone ?? '081-555-0000',
      email: `${campaign}@example.com`,
      organization_type: 'คลินิกความงาม',
      user_action: 'contact_form_submit',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: campaign,
      landing_page: `http://localhost/?utm_campaign=${campaign}`,
      form_token: token,
      description: visitor.description ?? '',
    },
  })
  expect(reply.status()).toBe(200)
}
