// Linking a salesperson's LINE: a one-time code from their account, sent to the Official Account;
// LINE's webhook call is read only with a valid X-Line-Signature, each event once, and only a
// code from a person links anything. Customers' own chats are ignored.
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { createStaff } from '../../../../tests/helpers/staff'
import {
  handleLineEvents,
  linkAttemptLimits,
  lineLinkReplies,
  lineSignatureValid,
  newLinkCode,
  unlinkLine,
} from '../line-link'

let payload: Payload
let mai: User
let ton: User
const secret = 'line-channel-secret-for-tests'
const lineUser = (n: number) => `U${String(n).repeat(32).slice(0, 32)}`
let eventCount = 0

function textEvent(text: string, from = lineUser(1), id = `01HTEST${++eventCount}`) {
  return {
    type: 'message',
    webhookEventId: id,
    replyToken: `reply-${id}`,
    source: { type: 'user', userId: from },
    message: { type: 'text', text },
  }
}

const stored = async (user: User) =>
  await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  mai = await createStaff(payload, 'mai@clinic.example', 'ใหม่')
  ton = await createStaff(payload, 'ton@clinic.example', 'ต้น')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { lineUrl: 'https://lin.ee/clinicplus' },
    overrideAccess: true,
  })
})

afterEach(() => {
  vi.unstubAllEnvs()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the webhook’s signature', () => {
  it('accepts LINE’s base64 HMAC-SHA256 of the raw body with the channel secret only', () => {
    vi.stubEnv('LINE_CHANNEL_ACCESS_TOKEN', 'line-channel-access-token-for-tests')
    vi.stubEnv('LINE_CHANNEL_SECRET', secret)
    const body = JSON.stringify({ destination: 'U0', events: [textEvent('สวัสดีค่ะ')] })
    const signature = createHmac('sha256', secret).update(body).digest('base64')
    expect(lineSignatureValid(body, signature)).toBe(true)
    expect(lineSignatureValid(`${body} `, signature)).toBe(false)
    expect(
      lineSignatureValid(
        body,
        createHmac('sha256', 'another-secret-xx').update(body).digest('base64'),
      ),
    ).toBe(false)
    expect(lineSignatureValid(body, null)).toBe(false)
    vi.stubEnv('LINE_CHANNEL_SECRET', '')
    expect(lineSignatureValid(body, signature)).toBe(false)
  })
})

describe('linking a LINE account', () => {
  it('links the sender to the member whose fresh code it is, once, and says so', async () => {
    const { code, qrSvg, addFriendUrl, expiresAt } = await newLinkCode(payload, mai.id)
    expect(code).toMatch(/^CP-\d{6}$/)
    expect(addFriendUrl).toBe('https://lin.ee/clinicplus')
    expect(qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/)
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000)
    // The code itself is never stored: its six digits appear nowhere on their own (the record's
    // hashes and salt are hex, where any six digits may occur by chance).
    expect(JSON.stringify(await stored(mai))).not.toMatch(
      new RegExp(`(?<![0-9a-f])${code.slice(3)}(?![0-9a-f])`),
    )

    const event = textEvent(` ${code.toLowerCase()} `, lineUser(1))
    const replies = await handleLineEvents(payload, [event])
    expect(replies).toEqual([{ replyToken: event.replyToken, text: lineLinkReplies.linked('ใหม่') }])
    const linked = await stored(mai)
    expect(linked.lineUserId).toBe(lineUser(1))
    expect(linked.lineLinkCodeHash ?? null).toBeNull()

    // The same event again (a replay or LINE's redelivery) does nothing and answers nothing.
    await unlinkLine(payload, mai.id)
    expect(await handleLineEvents(payload, [event])).toEqual([])
    expect((await stored(mai)).lineUserId ?? null).toBeNull()
    // And the code worked once: a new event with it is refused.
    expect(await handleLineEvents(payload, [textEvent(code, lineUser(1))])).toEqual([
      expect.objectContaining({ text: lineLinkReplies.invalid }),
    ])
  })

  it('refuses an expired or unknown code, and ignores customers’ chats entirely', async () => {
    const { code } = await newLinkCode(payload, ton.id, Date.now() - 11 * 60_000)
    expect(await handleLineEvents(payload, [textEvent(code, lineUser(2))])).toEqual([
      expect.objectContaining({ text: lineLinkReplies.invalid }),
    ])
    expect(await handleLineEvents(payload, [textEvent('CP-000000', lineUser(2))])).toEqual([
      expect.objectContaining({ text: lineLinkReplies.invalid }),
    ])
    const chats = [
      textEvent('สนใจโปรแกรมคลินิกค่ะ ขอราคาหน่อย'),
      textEvent('081234567'),
      {
        type: 'follow',
        webhookEventId: 'follow-1',
        replyToken: 'r',
        source: { type: 'user', userId: lineUser(3) },
      },
      { ...textEvent('CP-123456'), source: { type: 'group', groupId: 'C123' } },
    ]
    expect(await handleLineEvents(payload, chats)).toEqual([])
    expect((await stored(ton)).lineUserId ?? null).toBeNull()
    // Nothing of a customer's chat is kept.
    const { docs } = await payload.find({
      collection: 'notification-deliveries',
      where: { channel: { equals: 'line-event' } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.key)).not.toContain(`line-event:${chats[0].webhookEventId}`)
  })

  it('lets one LINE account try five codes an hour, so a code cannot be guessed', async () => {
    const guesser = lineUser(7)
    for (let guess = 0; guess < linkAttemptLimits.burst; guess++) {
      expect(await handleLineEvents(payload, [textEvent(`CP-00000${guess}`, guesser)])).toEqual([
        expect.objectContaining({ text: lineLinkReplies.invalid }),
      ])
    }
    // Even the right code is refused now.
    const { code } = await newLinkCode(payload, ton.id)
    expect(await handleLineEvents(payload, [textEvent(code, guesser)])).toEqual([
      expect.objectContaining({ text: lineLinkReplies.tooMany }),
    ])
    expect((await stored(ton)).lineUserId ?? null).toBeNull()
  })

  it('moves a LINE account linked to one member to the member who sends a new code', async () => {
    const first = await newLinkCode(payload, mai.id)
    await handleLineEvents(payload, [textEvent(first.code, lineUser(4))])
    expect((await stored(mai)).lineUserId).toBe(lineUser(4))
    const second = await newLinkCode(payload, ton.id)
    await handleLineEvents(payload, [textEvent(second.code, lineUser(4))])
    expect((await stored(ton)).lineUserId).toBe(lineUser(4))
    expect((await stored(mai)).lineUserId ?? null).toBeNull()
  })

  it('shows a linked LINE id to its owner and the admins only', async () => {
    const first = await newLinkCode(payload, mai.id)
    await handleLineEvents(payload, [textEvent(first.code, lineUser(6))])
    const as = (user: User) =>
      payload.findByID({
        collection: 'users',
        id: mai.id,
        user: { ...user, collection: 'users' },
        overrideAccess: false,
        depth: 0,
      })
    expect((await as(mai)).lineUserId).toBe(lineUser(6))
    expect(await as(ton)).not.toHaveProperty('lineUserId')
    const boss = await createStaff(payload, 'boss-line@clinic.example', 'หัวหน้า', 'admin')
    expect((await as(boss)).lineUserId).toBe(lineUser(6))
  })

  it('hides the link code’s hash and expiry from every role over the API', async () => {
    await newLinkCode(payload, mai.id)
    const asMai = await payload.findByID({
      collection: 'users',
      id: mai.id,
      user: { ...mai, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect(asMai).not.toHaveProperty('lineLinkCodeHash')
    expect(asMai).not.toHaveProperty('lineLinkExpiresAt')
    await expect(
      payload
        .update({
          collection: 'users',
          id: mai.id,
          data: { lineUserId: lineUser(5) },
          user: { ...mai, collection: 'users' },
          overrideAccess: false,
        })
        .then((user) => user.lineUserId ?? null),
    ).resolves.not.toBe(lineUser(5))
  })
})
