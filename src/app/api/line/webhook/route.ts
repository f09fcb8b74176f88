import { after } from 'next/server'

import { readBoundedBody, reply } from '@/kernel/api/http'
import { httpReplies } from '@/kernel/api/messages'
import { env } from '@/kernel/env'
import { getAppPayload } from '@/kernel/payload'

import {
  handleLineEvents,
  lineSignatureValid,
  sendLineReplies,
} from '@/features/notifications/line-link'

export const dynamic = 'force-dynamic'

/**
 * POST /api/line/webhook: LINE's calls for the Official Account (set this address as the
 * channel's webhook URL). Only a body signed with LINE_CHANNEL_SECRET is read; the answer is 200
 * as soon as the events are handled, and replies to LINE go out after it.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.LINE_CHANNEL_SECRET) return reply(404, 'not found')
  const raw = await readBoundedBody(request, 256 * 1024)
  if (!raw) return reply(413, httpReplies.unreadable[413])
  const body = raw.toString('utf8')
  if (!lineSignatureValid(body, request.headers.get('x-line-signature'))) {
    return reply(401, 'invalid signature')
  }
  let events: unknown
  try {
    events = (JSON.parse(body) as { events?: unknown }).events
  } catch {
    return reply(400, httpReplies.unreadable[400])
  }
  if (!Array.isArray(events)) return reply(400, httpReplies.unreadable[400])
  const payload = await getAppPayload()
  const replies = await handleLineEvents(payload, events)
  if (replies.length > 0) after(() => sendLineReplies(payload, replies))
  return Response.json({ code: 200, message: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
