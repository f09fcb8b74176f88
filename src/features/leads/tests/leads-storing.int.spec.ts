// The lead endpoint stores a valid lead with its attribution, in its canonical form, and answers
// 200; leads that arrive together share transactions (group commit); stored leads are open to
// staff and closed to anonymous API users.
import { describe, expect, it, vi } from 'vitest'

import { hashAddress } from '@/kernel/api/client-address'
import { initialCookiePolicy } from '@/kernel/consent/policy'

import {
  formSecret,
  leadRequest,
  setUpLeadEndpoint,
  validLead,
} from '../../../../tests/helpers/lead-endpoint'
import { createLeadWriter, type LeadRow } from '../writer'

const endpoint = setUpLeadEndpoint()
const { send } = endpoint

describe('POST /api/public/leads', () => {
  it('stores a valid lead with its attribution and answers 200', async () => {
    const { status, body } = await send(leadRequest({ ...validLead(), extra_field: 'ignored' }))
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.message).toContain('ขอบคุณ')

    const { docs } = await endpoint.payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs).toHaveLength(1)
    const lead = docs[0]
    expect(lead).toMatchObject({
      fullname: 'สมชาย ใจดี',
      // In its canonical form.
      phone: '0812345678',
      email: 'somchai@clinic.co.th',
      organizationType: 'คลินิกความงาม',
      description: 'มี 2 สาขา',
      userAction: 'contact_form_submit',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'nov-promo',
      referrer: 'https://www.facebook.com/',
      landingPage: 'https://clinic.example/?utm_source=facebook',
      deviceType: 'mobile',
      status: 'new',
      // The published privacy notice's version (the seeded notice's).
      consentNoticeVersion: initialCookiePolicy.version,
      userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    })
    expect(lead.ipHash).toBe(hashAddress(formSecret, '203.0.113.7'))
    expect(JSON.stringify(lead)).not.toContain('203.0.113.7')
    expect(lead).not.toHaveProperty('extra_field')
  })

  it('keeps a phone number with a leading zero as text', async () => {
    await send(leadRequest({ ...validLead(), phone: '0812345678' }))
    const { docs } = await endpoint.payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs[0].phone).toBe('0812345678')
  })
})

describe('group commit', () => {
  const row = (fullname: string): LeadRow => ({
    fullname,
    phone: '0812345678',
    email: 'group@example.com',
    organizationType: 'คลินิกทันตกรรม',
    userAction: 'contact_form_submit',
    status: 'new',
  })

  it('stores leads that arrive together in shared transactions, each with its own job', async () => {
    const writer = createLeadWriter(async () => endpoint.payload)
    const begin = vi.spyOn(endpoint.payload.db, 'beginTransaction')
    try {
      await Promise.all(Array.from({ length: 40 }, (_, i) => writer.write(row(`ผู้สนใจ ${i}`))))
      // The first lead goes alone; the 39 that queued behind it share the next transaction.
      expect(begin.mock.calls.length).toBeLessThanOrEqual(3)
    } finally {
      begin.mockRestore()
    }
    const leads = await endpoint.payload.find({
      collection: 'leads',
      limit: 100,
      overrideAccess: true,
    })
    expect(leads.totalDocs).toBe(40)
    expect(new Set(leads.docs.map((lead) => lead.fullname)).size).toBe(40)
    expect(leads.docs[0]).toMatchObject({ status: 'new', email: 'group@example.com' })
    expect(Date.parse(leads.docs[0].createdAt)).toBeGreaterThan(Date.now() - 60_000)

    const jobs = await endpoint.payload.find({
      collection: 'payload-jobs',
      limit: 100,
      overrideAccess: true,
    })
    const jobLeadIds = jobs.docs.map((job) => (job.input as { leadId: number }).leadId)
    expect(jobLeadIds.sort()).toEqual(leads.docs.map((lead) => lead.id).sort())
  })

  it('writes a lone lead at once, and when busy lets leads arriving one after another share a commit', async () => {
    const writer = createLeadWriter(async () => endpoint.payload, {
      gatherMs: 1_000,
      busyWithinMs: 10_000,
    })
    const begin = vi.spyOn(endpoint.payload.db, 'beginTransaction')
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
    try {
      const started = performance.now()
      expect(await writer.write(row('คนแรก'))).toBe('stored')
      // Quiet: it did not wait for company.
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(begin).toHaveBeenCalledTimes(1)

      // Busy now: three leads 20 ms apart, as requests come through a loaded server, one commit.
      const next = [writer.write(row('คนที่สอง'))]
      await pause()
      next.push(writer.write(row('คนที่สาม')))
      await pause()
      next.push(writer.write(row('คนที่สี่')))
      expect(await Promise.all(next)).toEqual(['stored', 'stored', 'stored'])
      expect(begin).toHaveBeenCalledTimes(2)
    } finally {
      begin.mockRestore()
    }
    expect(
      (await endpoint.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs,
    ).toBe(4)
  })

  it('keeps the good leads of a batch when one of them cannot be stored', async () => {
    const writer = createLeadWriter(async () => endpoint.payload)
    const broken = { ...row('ไม่มีเบอร์'), phone: null } as unknown as LeadRow
    const results = await Promise.allSettled([
      writer.write(row('คนแรก')),
      writer.write(row('คนที่สอง')),
      writer.write(broken),
      writer.write(row('คนที่สาม')),
    ])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    const { docs } = await endpoint.payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs.map((lead) => lead.fullname).sort()).toEqual(['คนแรก', 'คนที่สอง', 'คนที่สาม'].sort())
    expect(
      (await endpoint.payload.count({ collection: 'payload-jobs', overrideAccess: true }))
        .totalDocs,
    ).toBe(3)
  })
})

describe('lead access', () => {
  it('is closed to anonymous API users: no read, create, update or delete', async () => {
    await send(leadRequest(validLead()))
    const [lead] = (await endpoint.payload.find({ collection: 'leads', overrideAccess: true })).docs
    await expect(
      endpoint.payload.find({ collection: 'leads', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      endpoint.payload.create({
        collection: 'leads',
        overrideAccess: false,
        data: {
          fullname: 'x',
          phone: '0812345678',
          email: 'a@b.co',
          organizationType: 'ไม่ระบุ',
          status: 'new',
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      endpoint.payload.update({
        collection: 'leads',
        id: lead.id,
        overrideAccess: false,
        data: { status: 'customer' },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      endpoint.payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('lets a logged-in staff member read and update a lead', async () => {
    await send(leadRequest(validLead()))
    const user = await endpoint.payload.create({
      collection: 'users',
      data: {
        email: `sales-${Date.now()}@example.com`,
        password: 'a-long-password',
        role: 'sales',
        available: false,
      },
      overrideAccess: true,
    })
    const { docs } = await endpoint.payload.find({
      collection: 'leads',
      overrideAccess: false,
      user,
    })
    expect(docs).toHaveLength(1)
    const updated = await endpoint.payload.update({
      collection: 'leads',
      id: docs[0].id,
      overrideAccess: false,
      user,
      data: { status: 'contacted', staffNotes: 'โทรแล้ว นัดเดโมวันศุกร์' },
    })
    expect(updated.status).toBe('contacted')
  })
})
