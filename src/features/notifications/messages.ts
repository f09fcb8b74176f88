import { createHash, createHmac } from 'node:crypto'

import { channelLabels, channelOf } from '@/kernel/attribution/channel'
import { env } from '@/kernel/env'
import type { RecordSummary } from '@/kernel/record-summary'
import { displayPhone } from '@/kernel/validation/phone'
import type { Lead, Registration } from '@/payload-types'

/** What the sales team is told about: a lead from the contact form, or a trial sign-up. */
export type SalesEvent =
  { kind: 'lead'; record: Lead } | { kind: 'registration'; record: Registration }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The channel (kernel/attribution/channel.ts), as the dashboard counts it. */
const channelOfRecord = (record: Lead | Registration) =>
  channelOf(record, new URL(env.SITE_URL).hostname)

/** The channel in Thai, with the source and medium it was read from: "โฆษณา (facebook / cpc)". */
function channelText(record: Lead | Registration): string {
  const label = channelLabels[channelOfRecord(record)].th
  const tags = [record.utmSource, record.utmMedium].filter(Boolean).join(' / ')
  return tags ? `${label} (${tags})` : label
}

/** The collection an event's record is in. */
export const collectionOf = (event: SalesEvent) =>
  event.kind === 'lead' ? ('leads' as const) : ('registrations' as const)

/** The summary's lines, then where the visit came from. */
function rows(event: SalesEvent, summary: RecordSummary): [string, string | null | undefined][] {
  const { record } = event
  return [
    ...summary.rows,
    ['ช่องทาง', channelText(record)],
    ['แคมเปญ (utm_campaign)', record.utmCampaign],
    ['หน้าแรกที่เข้าชม', record.landingPage],
    ['อุปกรณ์', record.deviceType],
  ]
}

/** The e-mail to sales: user input is escaped, never interpreted; no header injection. */
export function salesEmail(
  event: SalesEvent,
  summary: RecordSummary,
): { subject: string; text: string; html: string } {
  const { subject } = summary
  const list = rows(event, summary)
  const text = list.map(([label, value]) => `${label}: ${value ?? ''}`).join('\n')
  const html =
    '<table>' +
    list
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`,
      )
      .join('') +
    '</table>'
  return { subject, text, html }
}

/** LINE's limit for one text message. */
const lineTextMax = 5_000

/**
 * The LINE message: the e-mail's subject and lines, and the link to the record in the admin. A
 * stable X-Line-Retry-Key per record makes LINE accept a retried push once only.
 */
export function lineMessage(
  event: SalesEvent,
  summary: RecordSummary,
  adminUrl: string,
): { text: string; retryKey: string } {
  const { subject, text } = salesEmail(event, summary)
  const collection = event.kind === 'lead' ? 'leads' : 'registrations'
  const link = `${adminUrl}/collections/${collection}/${event.record.id}`
  const body = `${subject}\n${text}`
  const room = lineTextMax - link.length - 2
  return {
    text: `${body.length > room ? `${body.slice(0, room - 1)}…` : body}\n${link}`,
    retryKey: eventKey(event),
  }
}

/**
 * One stable key per lead or registration event, the same on every attempt: LINE's retry key,
 * the webhook's Idempotency-Key and the name of its delivery records. The arrival time is part
 * of it: SQLite gives a deleted record's id to the next one.
 */
export function eventKey(event: SalesEvent): string {
  const collection = event.kind === 'lead' ? 'leads' : 'registrations'
  return uuidFrom(`clinicplus:${collection}:${event.record.id}:${event.record.createdAt}`)
}

/** A UUID (RFC 4122 layout, version 5 bits) derived from `name`: the same name, the same UUID. */
function uuidFrom(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('')
  hex[12] = '5'
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * The webhook's JSON: what sales needs, and nothing that identifies a device (no address hash,
 * no user agent, no form token).
 */
export function webhookBody(event: SalesEvent, summary: RecordSummary): string {
  const { record } = event
  const shared = {
    id: record.id,
    createdAt: record.createdAt,
    status: record.status,
    fullName: event.kind === 'lead' ? event.record.fullname : event.record.fullName,
    phone: record.phone,
    email: record.email,
    channel: channelOfRecord(record),
    attribution: {
      utmSource: record.utmSource ?? '',
      utmMedium: record.utmMedium ?? '',
      utmCampaign: record.utmCampaign ?? '',
      utmTerm: record.utmTerm ?? '',
      utmContent: record.utmContent ?? '',
      referrer: record.referrer ?? '',
      landingPage: record.landingPage ?? '',
      deviceType: record.deviceType ?? '',
    },
  }
  const own = summary.webhook
  return event.kind === 'lead'
    ? JSON.stringify({ event: 'lead.created', lead: { ...shared, ...own } })
    : JSON.stringify({ event: 'registration.created', registration: { ...shared, ...own } })
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks: the
 * receiver recomputes it with LEAD_WEBHOOK_SECRET and refuses a timestamp older than a few
 * minutes, so a captured delivery cannot be replayed later.
 */
export function signWebhook(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

/** The admin's address, for links in messages to staff. */
export const adminUrlOf = (payload: { config: { routes: { admin: string } } }) =>
  `${env.SITE_URL}${payload.config.routes.admin}`

/** A stable retry key for anything else LINE is told (a personal push, a digest, an escalation). */
export const retryKeyFor = (name: string) => uuidFrom(`clinicplus:${name}`)

const recordLink = (event: SalesEvent, adminUrl: string) =>
  `${adminUrl}/collections/${event.kind === 'lead' ? 'leads' : 'registrations'}/${event.record.id}`

const fit = (body: string, link: string) => {
  const room = lineTextMax - link.length - 2
  return `${body.length > room ? `${body.slice(0, room - 1)}…` : body}\n${link}`
}

/**
 * The assignee's own message: who, which clinic type, channel and campaign, marked "ติดต่อซ้ำ"
 * when the person wrote before, and the link to the record.
 */
export function assigneeMessage(event: SalesEvent, adminUrl: string): string {
  const { record } = event
  const repeat = record.enquiryOf ? ' · ติดต่อซ้ำ' : ''
  const who =
    event.kind === 'lead'
      ? `${event.record.fullname} (${event.record.organizationType})`
      : `${event.record.clinicName} · ${event.record.fullName} · ${event.record.package} ${event.record.branchCount} สาขา`
  const lines = [
    `${event.kind === 'lead' ? 'ผู้สนใจใหม่' : 'ผู้ลงทะเบียนทดลองใช้'}มอบหมายให้คุณ${repeat}`,
    who,
    `โทร ${displayPhone(record.phone)}`,
    `ช่องทาง: ${channelText(record)}`,
    ...(record.utmCampaign ? [`แคมเปญ: ${record.utmCampaign}`] : []),
  ]
  return fit(lines.join('\n'), recordLink(event, adminUrl))
}

/** One message for a burst of assignments: how many, the first names, and the member's list. */
export function digestMessage(names: string[], listUrl: string): string {
  const shown = names.slice(0, 10).map((name) => `• ${name}`)
  const more = names.length > shown.length ? [`และอีก ${names.length - shown.length} ราย`] : []
  return fit(
    [`มีผู้สนใจใหม่มอบหมายให้คุณอีก ${names.length} รายในนาทีที่ผ่านมา`, ...shown, ...more].join('\n'),
    listUrl,
  )
}

/** The admins' message when a record waited past the first-response target. */
export function escalationMessage(
  event: SalesEvent,
  adminUrl: string,
  assignee: string | null,
): { subject: string; text: string } {
  const name = event.kind === 'lead' ? event.record.fullname : event.record.clinicName
  const subject = `เกินเวลาตอบกลับ: ${name.replace(/[\r\n]+/g, ' ')} ยังไม่มีใครติดต่อ`
  const text = [
    subject,
    `ผู้รับผิดชอบ: ${assignee ?? 'ยังไม่มี'}`,
    `โทร ${displayPhone(event.record.phone)}`,
    `ช่องทาง: ${channelText(event.record)}`,
  ].join('\n')
  return { subject, text: fit(text, recordLink(event, adminUrl)) }
}
