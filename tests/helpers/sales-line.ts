import { createHmac } from 'node:crypto'

import { expect, type APIRequestContext } from '@playwright/test'

import { lineStandInChannel } from '../../scripts/lib/line-stand-in.mjs'
import { adminToken } from './admin-api'
import { lineApi } from './e2e-env'


type LineRequest = { path: string; body: { to?: string; messages?: { text: string }[] } }

/** The pushes the stand-in received for LINE user `to`. */
export const linePushes = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`${lineApi}/__requests`)).json()) as LineRequest[]).filter(
    (entry) => entry.path === '/v2/bot/message/push' && entry.body.to === to,
  )

/** LINE's webhook call for a text message, signed with the channel secret as LINE signs it. */
export async function sendToOfficialAccount(
  request: APIRequestContext,
  from: string,
  text: string,
  { checkUnsigned = false } = {},
) {
  const body = JSON.stringify({
    destination: 'U0',
    events: [
      {
        type: 'message',
        webhookEventId: `e2e-${from}-${Date.now()}`,
        replyToken: `reply-${from}`,
        source: { type: 'user', userId: from },
        message: { type: 'text', text },
      },
    ],
  })
  if (checkUnsigned) {
    const unsigned = await request.post('/api/line/webhook', {
      headers: { 'content-type': 'application/json', 'x-line-signature': 'bad' },
      data: body,
    })
    expect(unsigned.status()).toBe(401)
  }
  const signature = createHmac('sha256', lineStandInChannel.secret).update(body).digest('base64')
  const reply = await request.post('/api/line/webhook', {
    headers: { 'content-type': 'application/json', 'x-line-signature': signature },
    data: body,
  })
  expect(reply.status()).toBe(200)
}

/**
 * A sales member who linked their LINE (a one-time code from their account, sent to the Official
 * Account) and is available for new enquiries. Returns their id.
 */
export async function salesMemberOnLine(
  request: APIRequestContext,
  member: { email: string; name: string; line: string; password: string },
): Promise<number> {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/users', {
    headers: auth,
    data: { email: member.email, name: member.name, password: member.password, role: 'sales' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const login = await request.post('/api/users/login', {
    data: { email: member.email, password: member.password },
  })
  const token = ((await login.json()) as { token: string }).token
  const code = await request.post('/api/users/line-link/code', {
    headers: { Authorization: `JWT ${token}` },
    data: {},
  })
  const { linkCode } = (await code.json()) as { linkCode: string }
  await sendToOfficialAccount(request, member.line, linkCode)
  const available = await request.patch(`/api/users/${id}`, {
    headers: auth,
    data: { available: true },
  })
  expect(available.status()).toBe(200)
  return id
}
