// The leads export the admin offers ("ส่งออก" in the list's menu): a spreadsheet must never run
// what a visitor typed into the form as a formula.
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { createStaff } from '../../../../tests/helpers/staff'

let payload: Payload
let staff: PayloadRequest['user']

const lead = (fullname: string, description: string) => ({
  fullname,
  phone: '081-234-5678',
  email: 'lead@clinic.example',
  organizationType: 'คลินิกความงาม',
  description,
  status: 'new' as const,
})

/** What the admin's "download" button gets: the CSV the plugin streams for the leads list. */
async function downloadCsv(): Promise<string> {
  const endpoint = payload.collections.exports.config.endpoints
    ? payload.collections.exports.config.endpoints.find((entry) => entry.path === '/download')
    : undefined
  if (!endpoint) throw new Error('the export plugin has no download endpoint')
  const req = await createLocalReq({ user: staff ?? undefined }, payload)
  req.json = async () => ({
    data: { collectionSlug: 'leads', format: 'csv', fields: ['fullname', 'description', 'phone'] },
  })
  const response = await endpoint.handler(req)
  expect(response.status).toBe(200)
  return await response.text()
}

beforeAll(async () => {
  payload = await getTestPayload()
  staff = {
    ...(await createStaff(payload, 'export@clinic.example', 'Sales', 'sales')),
    collection: 'users',
  } as PayloadRequest['user']
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the leads CSV export', () => {
  it('neutralises a cell a spreadsheet would run as a formula, and keeps the rest as typed', async () => {
    await payload.create({
      collection: 'leads',
      data: lead('=HYPERLINK("http://evil.example","คลิก")', '@SUM(1+1)'),
      overrideAccess: true,
    })
    await payload.create({
      collection: 'leads',
      data: lead('สมหญิง รักดี', 'มี 2 สาขา'),
      overrideAccess: true,
    })
    const csv = await downloadCsv()
    expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""คลิก"")`)
    expect(csv).toContain(`'@SUM(1+1)`)
    expect(csv).toContain('สมหญิง รักดี')
    expect(csv).toContain('0812345678')
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)
  })
})
