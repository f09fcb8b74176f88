import type { Payload, TaskConfig } from 'payload'

import { standingOf } from '@/kernel/access/roles'
import { env } from '@/kernel/env'
import { queueTask } from '@/kernel/jobs'
import { summaryOf } from '@/kernel/record-summary'
import { relationId } from '@/kernel/text/relation-id'
import type { User } from '@/payload-types'

import { tracked } from './channel-health'
import { alreadyDelivered, recordDelivery } from './deliveries'
import { lineConfigured, pushLine } from './line-api'
import {
  adminUrlOf,
  collectionOf,
  assigneeMessage,
  digestMessage,
  eventKey,
  retryKeyFor,
  salesEmail,
  type SalesEvent,
} from './messages'

/**
 * The personal message to the salesperson a record was assigned to: a LINE push to the account
 * they linked (features/notifications/endpoints/line-link.ts), or an e-mail when they have none. A burst cannot fill
 * anyone's LINE: after `personalBurst.messages` messages to a member within a clock minute, the
 * rest of that minute's are held, and one digest a minute later sums them up.
 */
const personalBurst = { messages: 3, windowMs: 60_000 }

type Medium = 'line' | 'email'

function mediumOf(user: User): Medium | null {
  if (user.lineUserId && lineConfigured()) return 'line'
  if (env.SMTP_URL) return 'email'
  return null
}

/**
 * The member to tell, while the door would still let them in (kernel/access/roles.ts): a member deactivated
 * since the record was assigned, or since a burst was held for them, is told nothing.
 */
async function findMember(payload: Payload, id: number): Promise<User | null> {
  const member = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  return member && standingOf({ ...member, collection: 'users' }) === 'admitted' ? member : null
}

/** Tells the record's assignee; returns what happened, or null when there is nobody to tell. */
export async function tellAssignee(payload: Payload, event: SalesEvent): Promise<string | null> {
  const userId = relationId(event.record.assignee)
  if (userId === null) return null
  const key = `${eventKey(event)}:assignee:${userId}`
  if (await alreadyDelivered(payload, key)) return 'assignee(earlier)'
  const member = await findMember(payload, userId)
  const medium = member && mediumOf(member)
  if (!member || !medium) return null
  const subject = `${event.kind === 'lead' ? 'leads' : 'registrations'}:${event.record.id}`

  if (!(await takeBurstSlot(payload, userId))) {
    await recordDelivery(payload, key, {
      channel: 'assignee',
      recipient: userId,
      subject,
      held: true,
    })
    await queueDigest(payload, userId)
    return 'assignee(held)'
  }
  // Tracked like the team channels: a revoked LINE token shows here first (features/operations/alerts).
  if (medium === 'line') {
    await tracked(
      payload,
      'line',
      pushLine(member.lineUserId!, assigneeMessage(event, adminUrlOf(payload)), retryKeyFor(key)),
    )
  } else {
    const email = salesEmail(event, summaryOf(payload, collectionOf(event), event.record))
    await tracked(
      payload,
      'email',
      payload.sendEmail({
        to: member.email,
        subject: `มอบหมายให้คุณ: ${email.subject}`,
        text: `${email.text}\n\n${assigneeMessage(event, adminUrlOf(payload))}`,
        html: email.html,
      }),
    )
  }
  await recordDelivery(payload, key, { channel: 'assignee', recipient: userId, subject })
  return `assignee(${medium})`
}

const minuteNow = () => Math.floor(Date.now() / personalBurst.windowMs)

/**
 * One of the member's few message slots of this minute, claimed by a unique key: runners that
 * send at the same moment (several jobs, several instances) cannot both take the last one.
 */
async function takeBurstSlot(payload: Payload, userId: number): Promise<boolean> {
  const minute = minuteNow()
  for (let slot = 0; slot < personalBurst.messages; slot++) {
    const key = `burst:${userId}:${minute}:${slot}`
    if (await recordDelivery(payload, key, { channel: 'burst', recipient: userId })) return true
  }
  return false
}

/**
 * One digest per member and minute: the first held message of a minute claims it and queues the
 * job for the minute after, so every held message is covered by a digest that runs after it.
 */
async function queueDigest(payload: Payload, userId: number): Promise<void> {
  const minute = minuteNow()
  const claimed = await recordDelivery(payload, `digest:${userId}:${minute}`, {
    channel: 'digest',
    recipient: userId,
  })
  if (!claimed) return
  await queueTask(
    payload,
    notifyAssigneeDigestTask,
    { userId },
    { waitUntil: new Date((minute + 1) * personalBurst.windowMs + 1_000) },
  )
}

/** The digest: every held message of the member in one push or e-mail, then marked sent. */
export async function sendDigest(payload: Payload, userId: number): Promise<number> {
  const { docs: held } = await payload.find({
    collection: 'notification-deliveries',
    where: { recipient: { equals: userId }, held: { equals: true } },
    sort: 'createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  if (held.length === 0) return 0
  const member = await findMember(payload, userId)
  const medium = member && mediumOf(member)
  if (member && medium) {
    const names: string[] = []
    for (const delivery of held) {
      const [collection, id] = String(delivery.subject ?? '').split(':')
      if (collection !== 'leads' && collection !== 'registrations') continue
      const record = await payload
        .findByID({ collection, id: Number(id), depth: 0, overrideAccess: true })
        .catch(() => null)
      if (record) names.push('fullname' in record ? record.fullname : record.clinicName)
    }
    const listUrl = `${adminUrlOf(payload)}/collections/leads?where[assignee][equals]=${userId}`
    const text = digestMessage(names, listUrl)
    const key = `digest:${userId}:${held.map((delivery) => delivery.id).join(',')}`
    if (medium === 'line') await pushLine(member.lineUserId!, text, retryKeyFor(key))
    else
      await payload.sendEmail({
        to: member.email,
        subject: `มีผู้สนใจใหม่มอบหมายให้คุณอีก ${names.length} ราย`,
        text,
      })
  }
  await payload.update({
    collection: 'notification-deliveries',
    where: { id: { in: held.map((delivery) => delivery.id) } },
    data: { held: false },
    overrideAccess: true,
  })
  return held.length
}

export const notifyAssigneeDigestTask: TaskConfig<'notifyAssigneeDigest'> = {
  slug: 'notifyAssigneeDigest',
  label: 'สรุปผู้สนใจใหม่ที่มอบหมายให้พนักงานขาย (เมื่อเข้ามาหลายรายในนาทีเดียว)',
  inputSchema: [{ name: 'userId', type: 'number', required: true }],
  outputSchema: [{ name: 'messages', type: 'number' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => ({
    output: { messages: await sendDigest(req.payload, input.userId) },
  }),
}
