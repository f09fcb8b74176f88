// The lead endpoint refuses what the form's rules do not accept: 400 naming the first invalid
// field in Thai, 415 for a body that is not JSON, 413 for one over 16 KB; nothing is stored.
import { describe, expect, it } from 'vitest'

import { leadRequest, setUpLeadEndpoint, validLead } from '../../../../tests/helpers/lead-endpoint'

const endpoint = setUpLeadEndpoint()
const { send, countLeads } = endpoint

describe('POST /api/public/leads', () => {
  it('answers 400 naming the first invalid field in Thai, and stores nothing', async () => {
    const { status, body } = await send(
      leadRequest({ ...validLead(), phone: '081--234-5678', email: 'x' }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({ code: 400, message: expect.stringContaining('เบอร์โทรศัพท์') })
    expect(await countLeads()).toBe(0)
  })

  it.each([
    ['a missing name', { fullname: undefined }, 'ชื่อ-นามสกุล'],
    ['an unknown organisation type', { organization_type: 'ร้านกาแฟ' }, 'ประเภทองค์กร'],
    ['a wrong user_action', { user_action: 'signup' }, 'user_action'],
    ['a UTM value over 200 characters', { utm_campaign: 'x'.repeat(201) }, 'utm_campaign'],
    ['a landing page over 2048 characters', { landing_page: 'x'.repeat(2049) }, 'landing_page'],
  ])('answers 400 for %s', async (_, change, field) => {
    const { status, body } = await send(leadRequest({ ...validLead(), ...change }))
    expect(status).toBe(400)
    expect(body.message).toContain(field)
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await send(leadRequest('{"fullname":'))).status).toBe(400)
    expect((await send(leadRequest('[1,2,3]'))).status).toBe(400)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { status, body } = await send(
      leadRequest('fullname=x', { type: 'application/x-www-form-urlencoded' }),
    )
    expect(status).toBe(415)
    expect(body.code).toBe(415)
  })

  it('answers 413 for a body over 16 KB', async () => {
    const { status, body } = await send(
      leadRequest({ ...validLead(), description: 'x'.repeat(17_000) }),
    )
    expect(status).toBe(413)
    expect(body.code).toBe(413)
    expect(await countLeads()).toBe(0)
  })

  it('answers an invalid field with 400 whatever its token or honeypot', async () => {
    for (const extra of [{ form_token: undefined }, { website: 'x' }, { form_token: 'x' }]) {
      const { status, body } = await send(leadRequest({ ...validLead(), ...extra, email: 'x' }))
      expect(status).toBe(400)
      expect(body.message).toContain('อีเมล')
    }
    expect(await countLeads()).toBe(0)
  })
})
