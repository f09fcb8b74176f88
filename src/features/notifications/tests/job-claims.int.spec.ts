// Sales notifications go out once per channel, whatever fails and whoever runs them: a retry sends
// only the channels that did not go out, and two job runners on one database (the idle runner and
// the scheduled one, or two instances) never both claim a job.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { retryJobNow } from '../../../../tests/helpers/jobs'
import { getTestPayload } from '../../../../tests/helpers/payload'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'

let payload: Payload
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined
const webhookSecret = 'w'.repeat(32)

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

beforeEach(async () => {
  await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
})

afterEach(async () => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  await receiver?.close()
  receiver = undefined
})

let seq = 0

async function leadWithJob(name: string): Promise<number> {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      fullname: name,
      phone: '0812345678',
      email: `lead-${seq++}@clinic.example`,
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'notifyLead', input: { leadId: lead.id } })
  return lead.id
}

const deliveredLeadIds = () =>
  (receiver?.deliveries ?? []).map(
    ({ body }) => (JSON.parse(body) as { lead: { id: number } }).lead.id,
  )

describe('notification jobs', () => {
  it('send each channel once: a retry after the webhook failed sends only the webhook', async () => {
    receiver = await startWebhookReceiver({ statuses: [503] })
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525')
    vi.stubEnv('SALES_EMAIL', 'sales@clinic.example')
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
    // The mail server is outside our system.
    const emails = vi.spyOn(payload, 'sendEmail').mockImplementation(async () => undefined)

    await leadWithJob('ลีด ส่งซ้ำ')
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    expect(emails).toHaveBeenCalledTimes(1)
    expect(receiver.deliveries).toHaveLength(1)

    const [job] = (await payload.find({ collection: 'payload-jobs', overrideAccess: true })).docs
    await retryJobNow(payload, job.id)
    expect(emails).toHaveBeenCalledTimes(1)
    expect(receiver.deliveries).toHaveLength(2)
    // The receiver can tell a retry by its Idempotency-Key: the same on both attempts.
    const keys = receiver.deliveries.map(({ headers }) => headers['idempotency-key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('announce a new lead that was given a deleted lead’s id (SQLite reuses the highest id)', async () => {
    receiver = await startWebhookReceiver()
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
    const first = await leadWithJob('ลีด ถูกลบ')
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    await payload.delete({ collection: 'leads', id: first, overrideAccess: true })
    await leadWithJob('ลีด ใหม่')
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    expect(receiver.deliveries).toHaveLength(2)
    const keys = receiver.deliveries.map(({ headers }) => headers['idempotency-key'])
    expect(keys[1]).not.toBe(keys[0])
  })

  it('are claimed by one of two runners working at once, so each lead is announced once', async () => {
    receiver = await startWebhookReceiver()
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
    const ids: number[] = []
    for (let i = 0; i < 12; i += 1) ids.push(await leadWithJob(`ลีด คู่ ${i}`))

    const run = () => payload.jobs.run({ queue: 'default', limit: 20, silent: true })
    const [first, second] = await Promise.all([run(), run()])
    const ran = [first, second].flatMap((result) => Object.keys(result.jobStatus ?? {}))
    expect(ran).toHaveLength(12)
    expect(new Set(ran).size).toBe(12)
    expect(deliveredLeadIds().sort()).toEqual(ids.sort())
  })
})
