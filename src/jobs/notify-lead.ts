import { createHmac } from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'

import { env } from '@/lib/env'

import type { Lead } from '../payload-types'

export type LeadNotifier = {
  sendMail: (message: { to: string; subject: string; text: string; html: string }) => Promise<void>
  postWebhook: (url: string, body: string, signature: string) => Promise<void>
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The e-mail to sales: user input is escaped, never interpreted. */
export function leadEmail(lead: Lead): { subject: string; text: string; html: string } {
  const rows: [string, string | null | undefined][] = [
    ['ชื่อ-นามสกุล', lead.fullname],
    ['เบอร์โทรศัพท์', lead.phone],
    ['อีเมล', lead.email],
    ['ประเภทองค์กร', lead.organizationType],
    ['รายละเอียด', lead.description],
    ['utm_source', lead.utmSource],
    ['utm_campaign', lead.utmCampaign],
    ['หน้าแรกที่เข้าชม', lead.landingPage],
    ['อุปกรณ์', lead.deviceType],
  ]
  const subject = `ผู้สนใจใหม่: ${lead.fullname.replace(/[\r\n]+/g, ' ')} (${lead.organizationType})`
  const text = rows.map(([label, value]) => `${label}: ${value ?? ''}`).join('\n')
  const html =
    '<table>' +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`,
      )
      .join('') +
    '</table>'
  return { subject, text, html }
}

export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

const defaultNotifier: LeadNotifier = {
  async sendMail(message) {
    const { SMTP_URL, SMTP_FROM } = env
    const nodemailer = await import('nodemailer')
    const transport = nodemailer.createTransport(SMTP_URL)
    await transport.sendMail({ from: SMTP_FROM, ...message })
  },
  async postWebhook(url, body, signature) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-clinicplus-signature': signature },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  },
}

let notifier: LeadNotifier = defaultNotifier

/** Lets tests replace the outside world (SMTP server, webhook receiver). */
export function setLeadNotifier(next: LeadNotifier | null): void {
  notifier = next ?? defaultNotifier
}

export async function notifyLead(payload: Payload, leadId: number): Promise<string> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true })
  const done: string[] = []
  if (env.SMTP_URL && env.SALES_EMAIL) {
    await notifier.sendMail({ to: env.SALES_EMAIL, ...leadEmail(lead) })
    done.push('email')
  }
  if (env.LEAD_WEBHOOK_URL) {
    const body = JSON.stringify({ event: 'lead.created', lead })
    await notifier.postWebhook(
      env.LEAD_WEBHOOK_URL,
      body,
      signWebhook(env.LEAD_WEBHOOK_SECRET ?? env.PAYLOAD_SECRET, body),
    )
    done.push('webhook')
  }
  if (done.length === 0) {
    payload.logger.info(
      `[lead] #${lead.id} ${lead.fullname} · ${lead.organizationType} · utm_source=${lead.utmSource || '-'} (no SMTP or webhook configured)`,
    )
    done.push('log')
  }
  return done.join('+')
}

/** Payload job: notify sales of a new lead; failures retry with exponential backoff. */
export const notifyLeadTask: TaskConfig<'notifyLead'> = {
  slug: 'notifyLead',
  label: 'แจ้งทีมขายเมื่อมีผู้สนใจใหม่',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'channels', type: 'text' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const channels = await notifyLead(req.payload, input.leadId)
    return { output: { channels } }
  },
}
