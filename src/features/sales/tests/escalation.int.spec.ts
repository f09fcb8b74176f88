// The first-response target: a new lead's deadline counts working time only (the admin's hours,
// weekends and holidays off), and a lead nobody contacted by then is told to every admin, on LINE
// (a local stand-in for LINE's API) and by e-mail (a local SMTP stub), once.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Lead, User } from '@/payload-types'

import { smtpAdapter } from '@/features/notifications/smtp-adapter'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { startSmtpStub } from '../../../../tests/helpers/smtp-stub'
import { createStaff } from '../../../../tests/helpers/staff'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'
import { escalateLateResponses, readAdmins } from '../escalation'

let payload: Payload
let admin: User
let sales: User
const bkk = (local: string) => new Date(`${local}+07:00`)
const adminLine = `U${'a'.repeat(32)}`

async function leadArrivingAt(arrival: Date, fullname: string): Promise<Lead> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(arrival)
  try {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname,
        phone: `08${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
        email: `${Math.random()}@clinic.example`,
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: lead.id } })
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    return await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
  } finally {
    vi.useRealTimers()
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createStaff(payload, 'owner@clinic.example', 'เจ้าของ', 'admin')
  await payload.update({
    collection: 'users',
    id: admin.id,
    data: { lineUserId: adminLine },
    overrideAccess: true,
  })
  sales = await createStaff(payload, 'sale@clinic.example', 'ฝ่ายขาย', 'sales', { available: true })
  await payload.updateGlobal({
    slug: 'sales-settings',
    data: {
      firstResponseMinutes: 60,
      workDays: { mon: true, tue: true, wed: true, thu: true, fri: true, sat: false, sun: false },
      workStart: '09:00',
      workEnd: '18:00',
      // Monday 7 Dec 2026: the substitute day for Father's Day.
      holidays: [{ date: bkk('2026-12-07T12:00').toISOString(), name: 'ชดเชยวันพ่อแห่งชาติ' }],
    },
    overrideAccess: true,
  })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the first-response target', () => {
  it('runs over a weekend and a holiday, and escalates once, after the deadline only', async () => {
    const late = await leadArrivingAt(bkk('2026-12-04T17:45'), 'ศุกร์ เย็น')
    const answered = await leadArrivingAt(bkk('2026-12-04T17:50'), 'ได้ติดต่อแล้ว')
    // Fifteen minutes on Friday, the rest from Tuesday's opening: Saturday, Sunday and the
    // holiday do not count.
    expect(late.responseDueAt).toBe(bkk('2026-12-08T09:45').toISOString())
    expect(late.assignee).toBe(sales.id)
    await payload.update({
      collection: 'leads',
      id: answered.id,
      data: { status: 'contacted' },
      overrideAccess: true,
    })

    const line = await startWebhookReceiver()
    const smtp = await startSmtpStub()
    try {
      vi.stubEnv('LINE_API_URL', new URL(line.url).origin)
      vi.stubEnv('LINE_CHANNEL_ACCESS_TOKEN', 'line-channel-access-token-for-tests')
      vi.stubEnv('SMTP_URL', smtp.url)
      const mail = (await smtpAdapter(smtp.url, 'Clinic Plus <no-reply@clinic.example>'))({
        payload,
      })
      vi.spyOn(payload, 'sendEmail').mockImplementation((message) => mail.sendEmail(message))

      // Monday, a holiday, at noon; Tuesday one minute before the deadline: not yet.
      expect(await escalateLateResponses(payload, bkk('2026-12-07T12:00'))).toBe(0)
      expect(await escalateLateResponses(payload, bkk('2026-12-08T09:44'))).toBe(0)
      expect(line.deliveries).toHaveLength(0)

      expect(await escalateLateResponses(payload, bkk('2026-12-08T09:46'))).toBe(1)
      expect(line.deliveries).toHaveLength(1)
      const push = JSON.parse(line.deliveries[0].body) as {
        to: string
        messages: { text: string }[]
      }
      expect(push.to).toBe(adminLine)
      expect(push.messages[0].text).toContain('เกินเวลาตอบกลับ: ศุกร์ เย็น ยังไม่มีใครติดต่อ')
      expect(push.messages[0].text).toContain('ผู้รับผิดชอบ: ฝ่ายขาย')
      expect(push.messages[0].text).toMatch(new RegExp(`/admin/collections/leads/${late.id}$`))
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].to).toEqual(['<owner@clinic.example>'])

      // Once: the next runs tell nobody again.
      expect(await escalateLateResponses(payload, bkk('2026-12-08T10:30'))).toBe(0)
      expect(line.deliveries).toHaveLength(1)
      expect(smtp.received).toHaveLength(1)

      const stored = await payload.findByID({ collection: 'leads', id: late.id, depth: 0 })
      expect(stored.escalatedAt).toBe(bkk('2026-12-08T09:46').toISOString())
      expect(stored.activity?.at(-1)).toMatchObject({ field: 'escalated', to: 'เจ้าของ' })
      const other = await payload.findByID({ collection: 'leads', id: answered.id, depth: 0 })
      expect(other.escalatedAt ?? null).toBeNull()
    } finally {
      vi.restoreAllMocks()
      await line.close()
      await smtp.close()
    }
  })

  it('reads the admin’s new target and hours for the next lead', async () => {
    await payload.updateGlobal({
      slug: 'sales-settings',
      data: { firstResponseMinutes: 30, workStart: '08:00', workEnd: '17:00', holidays: [] },
      overrideAccess: true,
    })
    const lead = await leadArrivingAt(bkk('2026-12-07T07:00'), 'จันทร์ เช้า')
    expect(lead.responseDueAt).toBe(bkk('2026-12-07T08:30').toISOString())
  })

  it('tells no admin who has left: a deactivated admin is no longer among those told', async () => {
    const leaver = await createStaff(payload, 'left@clinic.example', 'ผู้ดูแลที่ลาออก', 'admin', {
      lineUserId: `U${'b'.repeat(32)}`,
    })
    expect((await readAdmins(payload)).map((user) => user.id)).toContain(leaver.id)
    await payload.update({
      collection: 'users',
      id: leaver.id,
      data: { active: false },
      overrideAccess: true,
    })
    const told = (await readAdmins(payload)).map((user) => user.id)
    expect(told).toContain(admin.id)
    expect(told).not.toContain(leaver.id)
  })
})
