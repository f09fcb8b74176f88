// The lead endpoint stores a lead once: one form token stores one lead, and the same
// Idempotency-Key sent again (at the same moment, or to another instance) gets the same reply.
import { describe, expect, it } from 'vitest'

import { leadRequest, setUpLeadEndpoint, validLead } from '../../../../tests/helpers/lead-endpoint'
import { createLeadWriter } from '../writer'

const endpoint = setUpLeadEndpoint()
const { send, countLeads } = endpoint

describe('POST /api/public/leads', () => {
  it('lets one form token store one lead; a retry of that lead still gets 200', async () => {
    const lead = validLead()
    expect((await send(leadRequest(lead, { key: 'first-form' }))).status).toBe(200)
    expect((await send(leadRequest(lead, { key: 'first-form' }))).status).toBe(200)
    const reused = await send(
      leadRequest({ ...lead, fullname: 'คนอื่น ใช้โทเค็นซ้ำ' }, { key: 'other' }),
    )
    expect(reused.status).toBe(409)
    expect((await send(leadRequest({ ...lead, fullname: 'ไม่มีคีย์' }))).status).toBe(409)
    expect(await countLeads()).toBe(1)
    // The form then sends again with a fresh token and the same key: stored.
    expect(
      (await send(leadRequest({ ...validLead(), fullname: 'คนอื่น' }, { key: 'other' }))).status,
    ).toBe(200)
    expect(await countLeads()).toBe(2)
  })

  it('stores one lead for the same Idempotency-Key sent twice and replies the same', async () => {
    const lead = validLead()
    const first = await send(leadRequest(lead, { key: 'form-123' }))
    const second = await send(leadRequest(lead, { key: 'form-123' }))
    expect(second).toEqual(first)
    expect(await countLeads()).toBe(1)
    await send(leadRequest(validLead(), { key: 'form-456' }))
    expect(await countLeads()).toBe(2)
  })

  it('stores one lead for a key sent at the same moment, or again to another instance', async () => {
    const lead = validLead()
    const together = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(leadRequest(lead, { key: 'double-tap', ip: `192.0.2.${i}` })),
      ),
    )
    expect(together.map((result) => result.status)).toEqual([200, 200, 200, 200, 200])
    // Another app instance (its own writer) on the same database, after a restart say.
    endpoint.deps = { ...endpoint.deps, writer: createLeadWriter(async () => endpoint.payload) }
    expect((await send(leadRequest(lead, { key: 'double-tap' }))).status).toBe(200)
    expect(await countLeads()).toBe(1)
    const jobs = await endpoint.payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)
  })
})
