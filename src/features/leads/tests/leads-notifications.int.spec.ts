// A stored lead's notification: a job queued with the lead and run after the reply, which e-mails
// sales and posts a signed webhook, follows no redirect, and is retried without losing the lead.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { signWebhook } from '@/features/notifications/messages'

import { retryJobNow } from '../../../../tests/helpers/jobs'
import {
  formSecret,
  leadRequest,
  setUpLeadEndpoint,
  validLead,
} from '../../../../tests/helpers/lead-endpoint'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'

const endpoint = setUpLeadEndpoint()
const { send, countLeads, runNotifications } = endpoint

describe('lead notification', () => {
  const webhookSecret = 'w'.repeat(32)
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined

  afterEach(async () => {
    await receiver?.close()
    receiver = undefined
  })

  /** The e-mails Payload's adapter is asked to send (the SMTP server is outside our system). */
  const recordEmails = () =>
    vi.spyOn(endpoint.payload, 'sendEmail').mockImplementation(async () => undefined)

  it('queues a job with the lead and runs it after the reply: e-mail and signed webhook', async () => {
    receiver = await startWebhookReceiver()
    vi.stubEnv('SMTP_URL', 'smtp://localhost:2525')
    vi.stubEnv('SALES_EMAIL', 'sales@example.com')
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
    const emails = recordEmails()

    await send(leadRequest({ ...validLead(), fullname: '<script>alert(1)</script>' }))
    expect(endpoint.notifyAsks).toBe(1)
    expect(emails).not.toHaveBeenCalled()
    await runNotifications()

    expect(emails).toHaveBeenCalledTimes(1)
    const [mail] = emails.mock.calls[0] as [{ to: string; html: string; text: string }]
    expect(mail.to).toBe('sales@example.com')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;')
    // The channel and the campaign, so sales knows where the lead came from.
    expect(mail.text).toContain('ช่องทาง: โฆษณา (facebook / cpc)')
    expect(mail.text).toContain('แคมเปญ (utm_campaign): nov-promo')

    expect(receiver.deliveries).toHaveLength(1)
    const { headers, body } = receiver.deliveries[0]
    const signature = String(headers['x-clinicplus-signature'])
    const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(signature)?.[1])
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60)
    expect(signature).toBe(signWebhook(webhookSecret, body, t * 1000))
    expect(JSON.parse(body)).toMatchObject({
      event: 'lead.created',
      lead: {
        fullName: '<script>alert(1)</script>',
        channel: 'paid',
        attribution: { utmSource: 'facebook' },
      },
    })
    // Nothing that identifies the device: no address hash, no user agent, no form token.
    expect(body).not.toMatch(/ipHash|userAgent|formToken|idempotencyKey|iPhone/)
  })

  it('signs with the webhook secret, never the Payload secret, and each delivery with its own time', async () => {
    const body = '{"event":"lead.created"}'
    const first = signWebhook(webhookSecret, body, Date.UTC(2026, 0, 1))
    expect(first).not.toBe(signWebhook(formSecret, body, Date.UTC(2026, 0, 1)))
    expect(first).not.toBe(signWebhook(webhookSecret, body, Date.UTC(2026, 0, 1, 0, 5)))
  })

  it('does not follow a redirect with the signed delivery: the job fails and is retried', async () => {
    const elsewhere = await startWebhookReceiver()
    receiver = await startWebhookReceiver({ redirectTo: elsewhere.url })
    try {
      vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
      vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
      await send(leadRequest(validLead()))
      await runNotifications()
      expect(receiver.deliveries).toHaveLength(1)
      expect(elsewhere.deliveries).toHaveLength(0)
      const [job] = (
        await endpoint.payload.find({ collection: 'payload-jobs', overrideAccess: true })
      ).docs
      expect(job.completedAt).toBeFalsy()
      expect(job.totalTried).toBe(1)
    } finally {
      await elsewhere.close()
    }
  })

  it('retries a failed notification without losing the lead', async () => {
    receiver = await startWebhookReceiver({ statuses: [503] })
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)

    const { status } = await send(leadRequest(validLead()))
    expect(status).toBe(200)
    await runNotifications()
    expect(receiver.deliveries).toHaveLength(1)
    expect(await countLeads()).toBe(1)

    const [job] = (
      await endpoint.payload.find({ collection: 'payload-jobs', overrideAccess: true })
    ).docs
    expect(job.hasError).toBeFalsy()
    expect(job.totalTried).toBe(1)
    // The retry is due after the backoff; run it as the scheduler would.
    await retryJobNow(endpoint.payload, job.id)
    expect(receiver.deliveries).toHaveLength(2)
    // Done: Payload removes a completed job.
    expect(
      (await endpoint.payload.count({ collection: 'payload-jobs', overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })
})
