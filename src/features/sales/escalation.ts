import type { Payload, Where } from 'payload'

import { env } from '@/kernel/env'
import { relationId } from '@/kernel/text/relation-id'
import type { User } from '@/payload-types'

import {
  adminUrlOf,
  alreadyDelivered,
  escalationMessage,
  eventKey,
  lineConfigured,
  pushLine,
  recordDelivery,
  retryKeyFor,
  type SalesEvent,
} from '@/features/notifications'

/**
 * The admins still with the team, whom escalations and the pipeline's alerts
 * (features/operations/alerts/check.ts) are told: a deactivated admin (a leaver) is told nothing more.
 */
export async function readAdmins(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { active: { not_equals: false } }] },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * A lead or registration still "new", never contacted, past its first-response deadline
 * (features/sales/routing.ts set it in working time) is told to every admin, on LINE when they linked
 * it and by e-mail, once: `escalatedAt` marks it, and each message is a delivery record, so a
 * retried run sends only what did not go out.
 */
export async function escalateLateResponses(payload: Payload, now = new Date()): Promise<number> {
  const admins = await readAdmins(payload)
  const late: Where = {
    and: [
      { status: { equals: 'new' } },
      { firstContactedAt: { exists: false } },
      { escalatedAt: { exists: false } },
      { anonymisedAt: { exists: false } },
      { responseDueAt: { less_than_equal: now.toISOString() } },
    ],
  }
  const adminUrl = adminUrlOf(payload)
  let escalated = 0
  for (const collection of ['leads', 'registrations'] as const) {
    const { docs } = await payload.find({
      collection,
      where: late,
      sort: 'responseDueAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    for (const record of docs) {
      const event = (
        collection === 'leads' ? { kind: 'lead', record } : { kind: 'registration', record }
      ) as SalesEvent
      // One failing message (LINE's quota, an admin's bad address) must not hold up the others:
      // this record is tried again next minute, the rest go on.
      try {
        await escalate(payload, event, admins, adminUrl, now)
        escalated++
      } catch (error) {
        payload.logger.error({ err: error, id: record.id }, '[sales] escalation failed')
      }
    }
  }
  return escalated
}

async function escalate(
  payload: Payload,
  event: SalesEvent,
  admins: User[],
  adminUrl: string,
  now: Date,
): Promise<void> {
  const { record } = event
  const assigneeId = relationId(record.assignee)
  const assignee =
    assigneeId === null
      ? null
      : await payload
          .findByID({ collection: 'users', id: assigneeId, depth: 0, overrideAccess: true })
          .then((user) => user.name || user.email)
          .catch(() => null)
  const message = escalationMessage(event, adminUrl, assignee)
  const told: string[] = []
  for (const admin of admins) {
    const key = `escalation:${eventKey(event)}:${admin.id}`
    const mediums: (() => Promise<unknown>)[] = []
    if (admin.lineUserId && lineConfigured()) {
      mediums.push(() => pushLine(admin.lineUserId!, message.text, retryKeyFor(key)))
    }
    if (env.SMTP_URL) {
      mediums.push(() =>
        payload.sendEmail({ to: admin.email, subject: message.subject, text: message.text }),
      )
    }
    if (mediums.length === 0) continue
    if (!(await alreadyDelivered(payload, key))) {
      for (const send of mediums) await send()
      await recordDelivery(payload, key, { channel: 'escalation', recipient: admin.id })
    }
    told.push(admin.name || admin.email)
  }
  await payload.update({
    collection: event.kind === 'lead' ? 'leads' : 'registrations',
    id: record.id,
    data: { escalatedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
    context: {
      salesEscalated: told.join(', ') || 'ไม่มีช่องทางแจ้ง (ยังไม่ตั้งค่า LINE หรืออีเมล)',
    },
  })
}
