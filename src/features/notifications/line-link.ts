import { createHmac, randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { safeEqual } from '@/kernel/api/safe-equal'
import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'
import { env } from '@/kernel/env'

import { recordDelivery } from './deliveries'
import { replyLine } from './line-api'
import { lineLinkCodePattern, lineLinkCodeTtlMs } from './validation/line-link'

/**
 * A salesperson links their LINE account once, so new leads reach them personally:
 * 1. their account page asks for a one-time code ("CP-123456", ten minutes) and shows a QR code
 *    of the Official Account's add-friend link (site settings' LINE link);
 * 2. they add the account and send the code;
 * 3. LINE calls our webhook (app/api/line/webhook): the signature is checked with the channel
 *    secret, each event is handled once (its webhookEventId is recorded), and a valid code links
 *    the sender's LINE user id to the account that asked for it.
 * Every other message (customers chat with the same account) is ignored and stored nowhere.
 */
export const lineLinkReplies = {
  linked: (name: string) => `เชื่อมต่อ LINE กับบัญชี ${name} เรียบร้อยแล้ว ผู้สนใจใหม่ที่มอบหมายให้คุณจะแจ้งมาที่แชตนี้`,
  invalid: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว กรุณาสร้างรหัสใหม่ในหน้าบัญชีของคุณในระบบหลังบ้าน',
  tooMany: 'ส่งรหัสหลายครั้งเกินไป กรุณาลองใหม่ในอีกหนึ่งชั่วโมง',
} as const

/** The linking attempts of one LINE account (database or Redis, shared by every instance). */
export const linkAttemptLimits = { burst: 5, perHour: 5 }
const linkAttempts = (payload: Payload) =>
  createSharedRateLimiter(async () => payload, linkAttemptLimits, { failOpen: false })

const codeHash = (code: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`line-link:${code}`).digest('hex')

/** A new one-time code for the member (any earlier one stops working), and the QR to add the OA. */
export async function newLinkCode(
  payload: Payload,
  userId: number,
  now = Date.now(),
): Promise<{ code: string; expiresAt: string; addFriendUrl: string | null; qrSvg: string | null }> {
  const code = `CP-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
  const expiresAt = new Date(now + lineLinkCodeTtlMs).toISOString()
  await payload.update({
    collection: 'users',
    id: userId,
    data: { lineLinkCodeHash: codeHash(code.slice(3)), lineLinkExpiresAt: expiresAt },
    depth: 0,
    overrideAccess: true,
  })
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  const addFriendUrl = settings.lineUrl || env.SITE_LINE_URL || null
  const qrSvg = addFriendUrl
    ? await QRCode.toString(addFriendUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : null
  return { code, expiresAt, addFriendUrl, qrSvg }
}

/** `X-Line-Signature`: base64 HMAC-SHA256 of the raw body with the channel secret. */
export function lineSignatureValid(body: string, signature: string | null): boolean {
  if (!env.LINE_CHANNEL_SECRET || !signature) return false
  const expected = createHmac('sha256', env.LINE_CHANNEL_SECRET).update(body).digest('base64')
  return safeEqual(signature, expected)
}

type LineEvent = {
  type?: string
  webhookEventId?: string
  replyToken?: string
  source?: { type?: string; userId?: string }
  message?: { type?: string; text?: string }
}

/** The replies to send after answering LINE (replies must not hold the webhook's answer up). */
type LineReply = { replyToken: string; text: string }

/** Handles one verified webhook body; returns the replies to send. Each event at most once. */
export async function handleLineEvents(
  payload: Payload,
  events: LineEvent[],
  now = Date.now(),
): Promise<LineReply[]> {
  const replies: LineReply[] = []
  for (const event of events.slice(0, 100)) {
    const text =
      event.type === 'message' && event.message?.type === 'text' ? event.message.text : ''
    const match = text ? lineLinkCodePattern.exec(text) : null
    const lineUserId = event.source?.type === 'user' ? event.source.userId : undefined
    // Not a linking code from a person: a customer's chat, a join, a follow. Not ours to keep.
    if (!match || !lineUserId || !/^U[0-9a-f]{32}$/.test(lineUserId)) continue
    // Replayed or redelivered: the first delivery was handled.
    if (!event.webhookEventId) continue
    const first = await recordDelivery(payload, `line-event:${event.webhookEventId}`, {
      channel: 'line-event',
    })
    if (!first) continue
    // A few tries per LINE account and hour: a six-digit code cannot be guessed by sending them all.
    if (!(await linkAttempts(payload).take(`line-link:${lineUserId}`))) {
      if (event.replyToken)
        replies.push({ replyToken: event.replyToken, text: lineLinkReplies.tooMany })
      continue
    }
    const { docs } = await payload.find({
      collection: 'users',
      where: {
        lineLinkCodeHash: { equals: codeHash(match[1]) },
        lineLinkExpiresAt: { greater_than: new Date(now).toISOString() },
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const member = docs[0]
    if (member) {
      // One LINE account belongs to one staff member: a link elsewhere moves here.
      await payload.update({
        collection: 'users',
        where: { lineUserId: { equals: lineUserId }, id: { not_equals: member.id } },
        data: { lineUserId: null },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'users',
        id: member.id,
        data: { lineUserId, lineLinkCodeHash: null, lineLinkExpiresAt: null },
        depth: 0,
        overrideAccess: true,
      })
    }
    if (event.replyToken) {
      replies.push({
        replyToken: event.replyToken,
        text: member
          ? lineLinkReplies.linked(member.name || member.email)
          : lineLinkReplies.invalid,
      })
    }
  }
  return replies
}

/** Sends the replies; a failed reply is logged (the link itself is already stored). */
export async function sendLineReplies(payload: Payload, replies: LineReply[]): Promise<void> {
  for (const { replyToken, text } of replies) {
    await replyLine(replyToken, text).catch((error) =>
      payload.logger.warn({ err: error }, '[line] reply failed'),
    )
  }
}

/** Unlinks a member's LINE account (they, or an admin, asked; or they left). */
export async function unlinkLine(payload: Payload, userId: number): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { lineUserId: null, lineLinkCodeHash: null, lineLinkExpiresAt: null },
    depth: 0,
    overrideAccess: true,
  })
}
