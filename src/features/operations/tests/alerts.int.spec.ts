// The admins are told when the lead pipeline breaks: LINE answering 401 (a revoked token) for 15
// minutes is told by e-mail, an SMTP relay that refuses is told on LINE, each once, shown on the
// dashboard's banner until it clears, and told again when it recovers. Also a backup that failed
// and a job left waiting in the queue. LINE and the relay are local stand-ins.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { AlertsBanner } from '@/features/dashboard/admin/alerts-banner'
import { forgetChannelHealth, readChannelHealth } from '@/features/notifications/channel-health'
import { smtpAdapter } from '@/features/notifications/smtp-adapter'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { startSmtpStub } from '../../../../tests/helpers/smtp-stub'
import { createStaff } from '../../../../tests/helpers/staff'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'
import { checkAlerts, openAlerts } from '../alerts/check'

let payload: Payload
const adminLine = `U${'b'.repeat(32)}`
const salesGroup = `C${'c'.repeat(32)}`
const t0 = new Date('2026-12-01T03:00:00.000Z')
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000)

beforeAll(async () => {
  payload = await getTestPayload()
  const admin = await createStaff(payload, 'ops-owner@clinic.example', 'เจ้าของ', 'admin')
  await payload.update({
    collection: 'users',
    id: admin.id,
    data: { lineUserId: adminLine },
    overrideAccess: true,
  })
})

beforeEach(async () => {
  forgetChannelHealth()
  for (const key of await payload.kv.keys()) {
    if (key.startsWith('ops:')) await payload.kv.delete(key)
  }
  await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

afterAll(async () => {
  await payload?.destroy()
})

/** A lead stored at `at` whose notification job runs at once, as the server runs it. */
async function leadNotifiedAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
  try {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ทดสอบ แจ้งเตือน',
        phone: `08${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
        email: `${Math.random()}@clinic.example`,
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: lead.id } })
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
  } finally {
    vi.useRealTimers()
  }
  // A failed attempt's retry is not what these tests look at (the queue alert is tested below).
  await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
}

/** LINE's API and an SMTP relay on loopback, with the app pointed at them. */
async function channels(lineStatuses: number[]) {
  const line = await startWebhookReceiver({ statuses: lineStatuses })
  const smtp = await startSmtpStub()
  vi.stubEnv('LINE_API_URL', new URL(line.url).origin)
  vi.stubEnv('LINE_CHANNEL_ACCESS_TOKEN', 'line-channel-access-token-for-tests')
  vi.stubEnv('LINE_TO', salesGroup)
  vi.stubEnv('SMTP_URL', smtp.url)
  vi.stubEnv('SALES_EMAIL', 'sales@clinic.example')
  const mail = (await smtpAdapter(smtp.url, 'Clinic Plus <no-reply@clinic.example>'))({ payload })
  vi.spyOn(payload, 'sendEmail').mockImplementation((message) => mail.sendEmail(message))
  const pushesTo = (to: string) =>
    line.deliveries.filter((delivery) => JSON.parse(delivery.body).to === to)
  const mailTo = (address: string) =>
    smtp.received.filter((message) => message.to.includes(`<${address}>`))
  return {
    line,
    smtp,
    pushesTo,
    mailTo,
    close: async () => {
      await line.close()
      await smtp.close()
    },
  }
}

const bannerOf = async () =>
  renderToStaticMarkup(createElement(AlertsBanner, { alerts: await openAlerts(payload) }))

describe('a channel that keeps failing', () => {
  it('LINE answering 401 for 15 minutes is told to the admins by e-mail, once, and again when it recovers', async () => {
    const stand = await channels([401])
    try {
      await leadNotifiedAt(t0)
      expect((await readChannelHealth(payload, 'line'))?.failingSince).toBe(t0.toISOString())
      expect(await checkAlerts(payload, minutes(10))).toEqual({ opened: [], cleared: [] })

      expect(await checkAlerts(payload, minutes(16))).toEqual({
        opened: ['channel:line'],
        cleared: [],
      })
      const told = stand.mailTo('ops-owner@clinic.example')
      expect(told).toHaveLength(1)
      expect(told[0].data).toContain('=?UTF-8?') // the Thai subject, encoded
      // Never through the channel that broke.
      expect(stand.pushesTo(adminLine)).toHaveLength(0)
      expect(await bannerOf()).toContain('ส่งข้อความทาง LINE ไม่สำเร็จ')

      // Told once: the next minutes tell nobody again.
      expect(await checkAlerts(payload, minutes(17))).toEqual({ opened: [], cleared: [] })
      expect(stand.mailTo('ops-owner@clinic.example')).toHaveLength(1)

      // LINE accepts again (the stand-in's refusals are used up): a delivery clears it.
      const before = stand.line.deliveries.length
      await leadNotifiedAt(minutes(20))
      expect(stand.line.deliveries.length).toBeGreaterThan(before)
      expect((await readChannelHealth(payload, 'line'))?.failingSince).toBeNull()
      expect(await checkAlerts(payload, minutes(21))).toEqual({
        opened: [],
        cleared: ['channel:line'],
      })
      expect(stand.mailTo('ops-owner@clinic.example')).toHaveLength(2)
      expect(await openAlerts(payload)).toEqual([])
      expect(await bannerOf()).toBe('')
    } finally {
      await stand.close()
    }
  })

  it('an SMTP relay that refuses is told to the admins on LINE, once, and again when it recovers', async () => {
    const stand = await channels([])
    stand.smtp.refuse(true)
    try {
      await leadNotifiedAt(t0)
      const health = await readChannelHealth(payload, 'email')
      expect(health?.failingSince).toBe(t0.toISOString())
      // The kept error names no address.
      expect(health?.lastError).not.toMatch(/@/)

      expect((await checkAlerts(payload, minutes(16))).opened).toEqual(['channel:email'])
      const pushes = stand.pushesTo(adminLine)
      expect(pushes).toHaveLength(1)
      expect(JSON.parse(pushes[0].body).messages[0].text).toContain('ส่งอีเมลไม่สำเร็จ')
      expect(stand.mailTo('ops-owner@clinic.example')).toHaveLength(0)
      expect(await bannerOf()).toContain('ส่งอีเมลไม่สำเร็จ')
      await checkAlerts(payload, minutes(18))
      expect(stand.pushesTo(adminLine)).toHaveLength(1)

      stand.smtp.refuse(false)
      await leadNotifiedAt(minutes(20))
      expect((await checkAlerts(payload, minutes(21))).cleared).toEqual(['channel:email'])
      const recovered = stand.pushesTo(adminLine)
      expect(recovered).toHaveLength(2)
      expect(JSON.parse(recovered[1].body).messages[0].text).toContain('กลับมาทำงานตามปกติ')
      expect(await bannerOf()).toBe('')
    } finally {
      await stand.close()
    }
  })
})

describe('the other problems', () => {
  it('a job waiting past its time for more than ALERT_QUEUE_MINUTES', async () => {
    const stand = await channels([])
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(t0)
      await payload.jobs.queue({ task: 'notifyLead', input: { leadId: 999_999 } })
      vi.useRealTimers()
      expect((await checkAlerts(payload, minutes(4))).opened).toEqual([])
      expect((await checkAlerts(payload, minutes(6))).opened).toEqual(['queue'])
      expect(stand.pushesTo(adminLine)).toHaveLength(1)
      expect(stand.mailTo('ops-owner@clinic.example')).toHaveLength(1)
      await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
      expect((await checkAlerts(payload, minutes(7))).cleared).toEqual(['queue'])
    } finally {
      await stand.close()
    }
  })

  it('a job being run is not waiting, unless its runner has held it past any job’s time', async () => {
    const stand = await channels([])
    try {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(t0)
      const job = await payload.jobs.queue({ task: 'notifyLead', input: { leadId: 999_998 } })
      vi.useRealTimers()
      // Claimed at once, as a runner claims it: a backup of half an hour is no stuck queue.
      await payload.db.updateJobs({
        id: job.id,
        data: { processing: true, updatedAt: t0.toISOString() },
      } as never)
      expect((await checkAlerts(payload, minutes(30))).opened).toEqual([])
      // Held for two hours: its runner died with it.
      expect((await checkAlerts(payload, minutes(120))).opened).toEqual(['queue'])
      await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
      expect((await checkAlerts(payload, minutes(121))).cleared).toEqual(['queue'])
    } finally {
      await stand.close()
    }
  })

  it('no backup recorded a day and more after the check first looked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alerts-no-backups-'))
    const stand = await channels([])
    try {
      vi.stubEnv('BACKUP_DIR', dir)
      await payload.kv.delete('ops:backup-watch-since')
      expect((await checkAlerts(payload, minutes(0))).opened).toEqual([])
      expect((await checkAlerts(payload, minutes(25 * 60))).opened).toEqual([])
      expect((await checkAlerts(payload, minutes(27 * 60))).opened).toEqual(['backup'])
      expect(await bannerOf()).toContain('ยังไม่มีการสำรองข้อมูลที่สำเร็จ')
      const success = {
        lastSuccess: { at: minutes(27 * 60 + 5).toISOString(), name: 'x', bytes: 1 },
      }
      await writeFile(path.join(dir, 'last-backup.json'), JSON.stringify(success))
      expect((await checkAlerts(payload, minutes(27 * 60 + 6))).cleared).toEqual(['backup'])
    } finally {
      await stand.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('a backup that failed, until one succeeds', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'alerts-backups-'))
    const stand = await channels([])
    try {
      vi.stubEnv('BACKUP_DIR', dir)
      const status = {
        lastSuccess: { at: minutes(-60 * 24).toISOString(), name: 'x', bytes: 1 },
        lastFailure: { at: t0.toISOString(), error: 'pg_dump failed (1): connection refused' },
      }
      await writeFile(path.join(dir, 'last-backup.json'), JSON.stringify(status))
      expect((await checkAlerts(payload, minutes(1))).opened).toEqual(['backup'])
      expect(await bannerOf()).toContain('pg_dump failed')
      await writeFile(
        path.join(dir, 'last-backup.json'),
        JSON.stringify({ ...status, lastSuccess: { ...status.lastSuccess, at: minutes(30) } }),
      )
      expect((await checkAlerts(payload, minutes(31))).cleared).toEqual(['backup'])
      // A day and more without a new one is late.
      expect((await checkAlerts(payload, minutes(30 + 27 * 60))).opened).toEqual(['backup'])
    } finally {
      await stand.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
