// New leads pushed to the sales team's LINE group through the LINE Messaging API, here a local
// stand-in that records each request: its address, token, retry key and message.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'

let payload: Payload
const token = 'line-channel-access-token-for-tests'
const group = `C${'0123456789abcdef'.repeat(2)}`

async function leadWithJob(fullname: string) {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      fullname,
      phone: '081-234-5678',
      email: 'line@clinic.example',
      organizationType: 'คลินิกความงาม',
      status: 'new',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'nov-promo',
    },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'notifyLead', input: { leadId: Number(lead.id) } })
  return lead
}

const run = () => payload.jobs.run({ queue: 'default', limit: 10, silent: true })

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the LINE notification', () => {
  it('pushes the lead, its channel and campaign, and a link to it, with the channel token', async () => {
    const line = await startWebhookReceiver()
    try {
      vi.stubEnv('LINE_API_URL', new URL(line.url).origin)
      vi.stubEnv('LINE_CHANNEL_ACCESS_TOKEN', token)
      vi.stubEnv('LINE_TO', group)
      const lead = await leadWithJob('สมชาย ไลน์')
      await run()

      expect(line.deliveries).toHaveLength(1)
      const [{ path, headers, body }] = line.deliveries
      expect(path).toBe('/v2/bot/message/push')
      expect(headers.authorization).toBe(`Bearer ${token}`)
      expect(headers['content-type']).toBe('application/json')
      expect(headers['x-line-retry-key']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      const message = JSON.parse(body) as { to: string; messages: { type: string; text: string }[] }
      expect(message.to).toBe(group)
      expect(message.messages).toHaveLength(1)
      expect(message.messages[0].type).toBe('text')
      const { text } = message.messages[0]
      expect(text).toContain('ผู้สนใจใหม่: สมชาย ไลน์')
      expect(text).toContain('081-234-5678')
      expect(text).toContain('ช่องทาง: โฆษณา (facebook / cpc)')
      expect(text).toContain('แคมเปญ (utm_campaign): nov-promo')
      expect(text).toMatch(new RegExp(`/admin/collections/leads/${lead.id}$`))
    } finally {
      await line.close()
    }
  })

  it('retries a failed push with the same retry key, and counts LINE’s "already accepted" as sent', async () => {
    const line = await startWebhookReceiver({ statuses: [500, 409] })
    try {
      vi.stubEnv('LINE_API_URL', new URL(line.url).origin)
      vi.stubEnv('LINE_CHANNEL_ACCESS_TOKEN', token)
      vi.stubEnv('LINE_TO', group)
      await leadWithJob('สมหญิง ลองใหม่')
      await run()
      // The job waits for its retry (Payload deletes a job once it completes).
      const waiting = async () =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'notifyLead' }, completedAt: { exists: false } },
            overrideAccess: true,
          })
        ).docs
      expect(await waiting()).toHaveLength(1)
      // Payload waits 5 s before the first retry.
      await new Promise((resolve) => setTimeout(resolve, 5_500))
      await run()
      expect(line.deliveries).toHaveLength(2)
      expect(line.deliveries[1].headers['x-line-retry-key']).toBe(
        line.deliveries[0].headers['x-line-retry-key'],
      )
      expect(await waiting()).toHaveLength(0)
    } finally {
      await line.close()
    }
  })
})
