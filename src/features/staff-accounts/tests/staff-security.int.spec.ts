// Staff accounts: the second factor (enrolment, sign-in with and without it, recovery codes, replay,
// the roles that need it, an admin's reset), sessions a member sees and ends, leavers deactivated
// rather than deleted, the password rules, and the activity log with its hash chain. Through the
// app's REST route, as the admin and a script use it; on SQLite and PostgreSQL.
import { execFile } from 'node:child_process'

import { eq, lte } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { activityWritten, purgeOldActivity } from '@/kernel/activity/log'
import { drizzleOf, tableColumns } from '@/kernel/db/drizzle'
import type { User } from '@/payload-types'

import { databaseKind, getTestPayload } from '../../../../tests/helpers/payload'
import { loginToken, rest } from '../../../../tests/helpers/rest'
import { createStaff, enrolSecondFactor, staffPassword } from '../../../../tests/helpers/staff'
import { totpCode } from '../totp'

let payload: Payload
let adminToken: string
let admin: User

const stamp = Date.now()
const email = (name: string) => `${name}-${stamp}@clinic.example`

async function requireSecondFactor(roles: string[]) {
  await payload.updateGlobal({
    slug: 'security-settings',
    data: { twoFactorRoles: roles as never },
    overrideAccess: true,
  })
}

/** Each call from an address of its own: the per-address limits are tested on their own. */
let caller = 0
const call = (path: string, token: string, body: object = {}, from?: string) =>
  rest('POST', path, {
    token,
    body,
    headers: { 'x-forwarded-for': from ?? `10.20.${Math.floor(++caller / 250)}.${caller % 250}` },
  })

/** What a REST client reads of a collection with this token: its status and how many docs. */
async function reads(path: string, token: string) {
  const reply = await rest('GET', path, { token })
  return {
    status: reply.status,
    count: reply.status === 200 ? (reply.json<{ docs: unknown[] }>().docs ?? []).length : 0,
  }
}

/** Enrols the member behind `token` and returns the secret and the recovery codes. */
async function enrol(token: string, at = Date.now()) {
  const setup = await call('/users/two-factor/setup', token)
  expect(setup.status).toBe(200)
  const { secret, uri, qr } = setup.json<{ secret: string; uri: string; qr: string }>()
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/)
  const enabled = await call('/users/two-factor/enable', token, { code: totpCode(secret, at) })
  expect(enabled.status).toBe(200)
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>()
  return { secret, recoveryCodes }
}

async function activity(kind: string, subject?: string) {
  const { docs } = await payload.find({
    collection: 'activity-log',
    where: {
      and: [{ kind: { equals: kind } }, ...(subject ? [{ subject: { equals: subject } }] : [])],
    },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

/** `npm run activity:verify` on this file's database: its exit code and what it printed. */
function verifyCommand(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/with-env.mjs', 'tsx', 'scripts/activity-verify.ts'],
      { env: { ...process.env, LOG_LEVEL: 'error' }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** Waits for the log entries the app records without making the request wait. */
const settled = activityWritten

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createStaff(payload, email('admin'), 'ผู้ดูแล', 'admin')
  adminToken = await loginToken(admin.email, staffPassword)
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`the second factor (${databaseKind})`, () => {
  it('is set up with a first code, then asked at every sign-in; a token without it reads no personal data', async () => {
    await requireSecondFactor(['admin', 'sales'])
    const member = await createStaff(payload, email('sales'), 'ฝ่ายขาย', 'sales')
    await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ผู้สนใจ ทดสอบ',
        phone: '0812345670',
        email: 'lead-2fa@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })

    // Signed in with the password only: enrolment is owed, and nothing personal is readable.
    const first = await loginToken(member.email, staffPassword)
    const status = await call('/users/two-factor/status', first)
    expect(status.json()).toMatchObject({ required: true, enrolled: false, state: 'enrol' })
    for (const path of ['/leads', '/registrations', '/exports', '/data-subject-requests']) {
      expect((await reads(path, first)).status, path).toBe(403)
    }
    const download = () =>
      rest('POST', '/exports/download', {
        token: first,
        body: { data: { collectionSlug: 'leads', format: 'csv' } },
      })
    expect((await download()).status).toBe(403)
    // Its own record only (the admin's shell reads it from /me), no colleague's.
    expect((await reads('/users?limit=50', first)).status).toBe(403)
    const me = await rest('GET', '/users/me', { token: first })
    expect(me.json<{ user: { id: number } }>().user.id).toBe(member.id)
    expect(
      (await call('/data-subject-requests/search', first, { identifier: 'x@y.co' })).status,
    ).toBe(403)
    expect((await call('/users/sessions/list', first)).status).toBe(403)

    const t0 = Date.now()
    const { secret, recoveryCodes } = await enrol(first, t0)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    // Enrolled from this session: it has passed.
    expect((await reads('/leads', first)).status).toBe(200)
    const csv = await download()
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('ผู้สนใจ ทดสอบ')
    // Nothing readable of the secret or the codes through the API.
    const self = await rest('GET', `/users/${member.id}`, { token: adminToken })
    expect(self.text).not.toContain(secret)
    expect(self.text).not.toMatch(/totpSecret|recoveryCodes|sessionInfo/)

    // A new sign-in owes the code.
    const second = await loginToken(member.email, staffPassword)
    expect((await call('/users/two-factor/status', second)).json()).toMatchObject({
      state: 'pending',
    })
    expect((await reads('/leads', second)).status).toBe(403)
    expect((await call('/users/two-factor/verify', second, { code: '000000' })).status).toBe(400)
    // The code that enrolled is not accepted again (the same time step).
    expect(
      (await call('/users/two-factor/verify', second, { code: totpCode(secret, t0) })).status,
    ).toBe(400)
    // The next step's code is.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(t0 + 30_000)
    const code = totpCode(secret)
    expect((await call('/users/two-factor/verify', second, { code })).status).toBe(200)
    expect((await reads('/leads', second)).count).toBeGreaterThan(0)
    // …once: on a third sign-in the same code is refused.
    const third = await loginToken(member.email, staffPassword)
    expect((await call('/users/two-factor/verify', third, { code })).status).toBe(400)
    vi.useRealTimers()

    // A recovery code works once.
    expect(
      (await call('/users/two-factor/verify', third, { recoveryCode: recoveryCodes[0] })).status,
    ).toBe(200)
    expect((await reads('/leads', third)).status).toBe(200)
    const fourth = await loginToken(member.email, staffPassword)
    expect(
      (await call('/users/two-factor/verify', fourth, { recoveryCode: recoveryCodes[0] })).status,
    ).toBe(400)
    expect(
      (
        await call('/users/two-factor/verify', fourth, {
          recoveryCode: recoveryCodes[1].toUpperCase(),
        })
      ).status,
    ).toBe(200)

    await settled()
    expect(await activity('two-factor-enrolled', `users/${member.id}`)).toHaveLength(1)
    expect((await activity('two-factor-failed')).length).toBeGreaterThanOrEqual(3)
    const passed = (await activity('two-factor-passed')).filter((e) => e.member === member.id)
    expect(passed.map((entry) => entry.detail).sort()).toEqual([
      'app',
      'recovery-code',
      'recovery-code',
    ])
  })

  it('accepts one code, or one recovery code, once when it is sent twice at the same moment', async () => {
    await requireSecondFactor(['sales'])
    const member = await createStaff(payload, email('twice'), 'ส่งซ้ำ', 'sales')
    const t0 = Date.now()
    const { secret, recoveryCodes } = await enrol(await loginToken(member.email, staffPassword), t0)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(t0 + 30_000)
    const code = totpCode(secret)
    const [a, b] = [
      await loginToken(member.email, staffPassword),
      await loginToken(member.email, staffPassword),
    ]
    const byCode = await Promise.all([
      call('/users/two-factor/verify', a, { code }),
      call('/users/two-factor/verify', b, { code }),
    ])
    expect(byCode.map((reply) => reply.status).sort()).toEqual([200, 400])
    vi.useRealTimers()

    const [c, d] = [
      await loginToken(member.email, staffPassword),
      await loginToken(member.email, staffPassword),
    ]
    const byRecovery = await Promise.all([
      call('/users/two-factor/verify', c, { recoveryCode: recoveryCodes[3] }),
      call('/users/two-factor/verify', d, { recoveryCode: recoveryCodes[3] }),
    ])
    expect(byRecovery.map((reply) => reply.status).sort()).toEqual([200, 400])
    const stored = await payload.findByID({
      collection: 'users',
      id: member.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.recoveryCodes).toHaveLength(9)
    await requireSecondFactor([])
  })

  it('is checked by the staff strategy alone: a token it refuses is refused, not let in unmarked', async () => {
    expect(payload.authStrategies.map((strategy) => strategy.name)).toEqual(['staff-session'])
    const member = await createStaff(payload, email('half-way'), 'ปิดตรง ฐานข้อมูล', 'sales')
    const token = await loginToken(member.email, staffPassword)
    expect((await reads('/leads', token)).status).toBe(200)
    // Deactivated in the table itself: the session is still on the record, only the staff
    // strategy knows to refuse it.
    const { db, tables } = await drizzleOf(payload)
    const columns = tableColumns(tables.users, ['active'])
    await db.update(tables.users).set({ active: false }).where(eq(columns.id, member.id))
    expect((await rest('GET', '/users/me', { token })).json()).toMatchObject({ user: null })
    expect((await reads('/leads', token)).status).toBe(403)
  })

  it('is asked of the roles the admin chose, and an admin resets it (a lost phone)', async () => {
    await requireSecondFactor(['admin'])
    const writer = await createStaff(payload, email('writer'), 'การตลาด', 'marketing')
    const token = await loginToken(writer.email, staffPassword)
    expect((await call('/users/two-factor/status', token)).json()).toMatchObject({
      required: false,
      state: 'none',
    })
    expect((await reads('/pages', token)).status).toBe(200)
    await requireSecondFactor(['admin', 'marketing'])
    expect((await reads('/pages', token)).status).toBe(403)
    const { secret } = await enrol(token)
    expect((await reads('/pages', token)).status).toBe(200)

    // The admin (who must pass it too now) resets the member's: every session of theirs ends.
    await requireSecondFactor(['marketing'])
    const reset = await call('/users/two-factor/reset', adminToken, { userId: writer.id })
    expect(reset.status).toBe(200)
    expect((await rest('GET', '/users/me', { token })).json()).toMatchObject({ user: null })
    const again = await loginToken(writer.email, staffPassword)
    expect((await call('/users/two-factor/status', again)).json()).toMatchObject({
      enrolled: false,
      state: 'enrol',
    })
    expect(secret).toBeTruthy()
    // Only an admin resets another member's.
    expect((await call('/users/two-factor/reset', again, { userId: admin.id })).status).toBe(403)
    await settled()
    expect(await activity('two-factor-reset', `users/${writer.id}`)).toHaveLength(1)
    await requireSecondFactor([])
  })

  it('shows the roles in force on the settings screen, and saving it as shown keeps them', async () => {
    vi.stubEnv('TWO_FACTOR_REQUIRED_ROLES', 'admin,sales')
    try {
      const owner = await createStaff(payload, email('owner'), 'เจ้าของคลินิก', 'admin')
      const ownerToken = await loginToken(owner.email, staffPassword)
      await enrolSecondFactor(ownerToken)
      // What the admin's form shows for the field on a new installation: its default.
      const config = payload.config.globals.find(({ slug }) => slug === 'security-settings')!
      const field = config.fields.find((f) => 'name' in f && f.name === 'twoFactorRoles') as {
        defaultValue?: unknown
      }
      const shown =
        typeof field.defaultValue === 'function'
          ? await (field.defaultValue as (args: object) => unknown)({})
          : field.defaultValue
      expect(shown).toEqual(['admin', 'sales'])
      // The owner ticks only "admin" and saves: refused, saying why, and sales still need it.
      const narrowed = await rest('POST', '/globals/security-settings', {
        token: ownerToken,
        body: { twoFactorRoles: ['admin'] },
      })
      expect(narrowed.status).toBe(400)
      expect(narrowed.text).toContain('ตามที่ตั้งไว้บนเซิร์ฟเวอร์')
      expect(narrowed.text).toContain('ฝ่ายขาย')
      // Saved as shown: kept, and a new sales member owes the second factor at sign-in.
      const saved = await rest('POST', '/globals/security-settings', {
        token: ownerToken,
        body: { twoFactorRoles: shown },
      })
      expect(saved.status).toBe(200)
      const seller = await createStaff(payload, email('new-seller'), 'ขายใหม่', 'sales')
      const token = await loginToken(seller.email, staffPassword)
      expect((await call('/users/two-factor/status', token)).json()).toMatchObject({
        required: true,
        state: 'enrol',
      })
      expect((await reads('/leads', token)).status).toBe(403)
      // Adding marketing changes who needs it: in the activity log, with who did it.
      const widened = await rest('POST', '/globals/security-settings', {
        token: ownerToken,
        body: { twoFactorRoles: ['admin', 'sales', 'marketing'] },
      })
      expect(widened.status).toBe(200)
      await settled()
      const changes = (await activity('security-settings-changed')).filter(
        (entry) => entry.member === owner.id,
      )
      expect(changes.map((entry) => entry.detail)).toContain(
        'ผู้ดูแลระบบ, ฝ่ายขาย → ผู้ดูแลระบบ, การตลาด, ฝ่ายขาย',
      )
    } finally {
      vi.unstubAllEnvs()
      await requireSecondFactor([])
    }
  })

  it('counts wrong codes like the login does', async () => {
    await requireSecondFactor(['sales'])
    const member = await createStaff(payload, email('guesser'), 'ลองเดา', 'sales')
    const token = await loginToken(member.email, staffPassword)
    await enrol(token)
    const other = await loginToken(member.email, staffPassword)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await call('/users/two-factor/verify', other, { code: '123456' }, `10.30.0.${i}`)).status,
      )
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
    await requireSecondFactor([])
  })
})

describe(`sessions (${databaseKind})`, () => {
  it('are listed with their device, and one or all others can be ended', async () => {
    const member = await createStaff(payload, email('traveller'), 'สองเครื่อง', 'sales')
    const phone = await rest('POST', '/users/login', {
      body: { email: member.email, password: staffPassword },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      },
    })
    const phoneToken = String(phone.json().token)
    const laptop = await rest('POST', '/users/login', {
      body: { email: member.email, password: staffPassword },
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/132.0' },
    })
    const laptopToken = String(laptop.json().token)
    const third = await loginToken(member.email, staffPassword)

    const list = await call('/users/sessions/list', laptopToken)
    const { sessions } = list.json<{
      sessions: { sid: string; agent: string; current: boolean; lastActiveAt: string }[]
    }>()
    expect(sessions).toHaveLength(3)
    expect(sessions[0]).toMatchObject({ agent: 'Firefox · macOS', current: true })
    expect(sessions.map((session) => session.agent)).toContain('Chrome · Android')

    const phoneSession = sessions.find((session) => session.agent === 'Chrome · Android')!
    expect((await call('/users/sessions/end', laptopToken, { sid: phoneSession.sid })).status).toBe(
      200,
    )
    // The phone's next request is refused; the laptop's goes on.
    expect((await rest('GET', '/users/me', { token: phoneToken })).json()).toMatchObject({
      user: null,
    })
    expect((await reads('/leads', phoneToken)).status).toBe(403)
    expect((await reads('/leads', laptopToken)).status).toBe(200)

    expect((await call('/users/sessions/end-others', laptopToken)).status).toBe(200)
    expect((await rest('GET', '/users/me', { token: third })).json()).toMatchObject({ user: null })
    const left = (await call('/users/sessions/list', laptopToken)).json<{ sessions: unknown[] }>()
    expect(left.sessions).toHaveLength(1)
    await settled()
    expect(await activity('session-ended', `users/${member.id}`)).toHaveLength(2)
  })

  it('stay ended while the ended session keeps refreshing its token at the same time', async () => {
    const member = await createStaff(payload, email('refresher'), 'รีเฟรชตลอด', 'sales')
    const kept = await loginToken(member.email, staffPassword)
    let other = await loginToken(member.email, staffPassword)
    // The other device renews its token as fast as it can, before, during and after the ending.
    let refreshing = true
    const loop = (async () => {
      while (refreshing) {
        const renewed = await rest('POST', '/users/refresh-token', { token: other })
        const token = renewed.status === 200 ? renewed.json<{ refreshedToken?: string }>() : null
        if (token?.refreshedToken) other = token.refreshedToken
        // Gives the timers their turn: SQLite answers a request without leaving the microtasks.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await call('/users/sessions/end-others', kept)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    refreshing = false
    await loop
    expect((await rest('GET', '/users/me', { token: other })).json()).toMatchObject({ user: null })
    expect((await reads('/leads', other)).status).toBe(403)
    expect((await reads('/leads', kept)).status).toBe(200)
    const left = (await call('/users/sessions/list', kept)).json<{ sessions: unknown[] }>()
    expect(left.sessions).toHaveLength(1)
  })

  it('end on a new password (but the one it was set from) and on a role change', async () => {
    const member = await createStaff(payload, email('changer'), 'เปลี่ยนรหัส', 'sales')
    const kept = await loginToken(member.email, staffPassword)
    const other = await loginToken(member.email, staffPassword)
    const changed = await rest('PATCH', `/users/${member.id}`, {
      token: kept,
      body: { password: 'a-fresh-long-passphrase' },
    })
    expect(changed.status).toBe(200)
    expect((await reads('/leads', kept)).status).toBe(200)
    expect((await rest('GET', '/users/me', { token: other })).json()).toMatchObject({ user: null })

    const promoted = await rest('PATCH', `/users/${member.id}`, {
      token: adminToken,
      body: { role: 'marketing' },
    })
    expect(promoted.status).toBe(200)
    expect((await rest('GET', '/users/me', { token: kept })).json()).toMatchObject({ user: null })
    await settled()
    const [changeEntry] = await activity('role-changed', `users/${member.id}`)
    expect(changeEntry).toMatchObject({ detail: 'sales → marketing' })
  })

  it('end after a working day without a request, though the token itself is still valid', async () => {
    const member = await createStaff(payload, email('idle'), 'ไม่ได้ใช้งาน', 'sales')
    const token = await loginToken(member.email, staffPassword)
    const fresh = await loginToken(member.email, staffPassword)
    expect((await reads('/leads', token)).status).toBe(200)
    // The first session was last used a working day and a minute ago (its token, refreshed by the
    // admin while in use, would still be good): it ends; the other, used just now, goes on.
    const stored = await payload.findByID({
      collection: 'users',
      id: member.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const info = stored.sessionInfo as { sid: string; lastActiveAt: string }[]
    const { sessions } = (await call('/users/sessions/list', token)).json<{
      sessions: { sid: string; current: boolean }[]
    }>()
    const idleSid = sessions.find((session) => session.current)!.sid
    const longAgo = new Date(Date.now() - 8 * 3_600_000 - 60_000).toISOString()
    const { db, tables } = await drizzleOf(payload)
    const columns = tableColumns(tables.users, ['sessionInfo'])
    await db
      .update(tables.users)
      .set({
        sessionInfo: info.map((entry) =>
          entry.sid === idleSid ? { ...entry, lastActiveAt: longAgo } : entry,
        ),
      })
      .where(eq(columns.id, member.id))
    expect((await reads('/leads', token)).status).toBe(403)
    expect((await rest('GET', '/users/me', { token })).json()).toMatchObject({ user: null })
    expect((await reads('/leads', fresh)).status).toBe(200)
  })
})

describe(`a leaver (${databaseKind})`, () => {
  it('is deactivated: refused at once, open work handed over, history kept, not deletable', async () => {
    const leaver = await createStaff(payload, email('leaver'), 'ลาออก แล้ว', 'sales', {
      available: true,
    })
    const colleague = await createStaff(payload, email('colleague'), 'รับช่วง ต่อ', 'sales', {
      available: true,
    })
    const token = await loginToken(leaver.email, staffPassword)
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'งานค้าง ของผู้ลาออก',
        phone: '0812345671',
        email: 'handover@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
        assignee: leaver.id,
      },
      overrideAccess: true,
    })
    // The leaver worked on it: their name is in its history.
    const moved = await rest('PATCH', `/leads/${lead.id}`, {
      token,
      body: { status: 'contacted' },
    })
    expect(moved.status).toBe(200)

    const deactivated = await rest('PATCH', `/users/${leaver.id}`, {
      token: adminToken,
      body: { active: false },
    })
    expect(deactivated.status).toBe(200)
    // Their open browser's next request is refused; they cannot sign in or get a reset link.
    expect((await reads('/leads', token)).status).toBe(403)
    expect((await rest('GET', '/users/me', { token })).json()).toMatchObject({ user: null })
    const login = await rest('POST', '/users/login', {
      body: { email: leaver.email, password: staffPassword },
    })
    expect(login.status).toBe(401)
    expect(login.text).toContain('ปิดการใช้งาน')
    expect(
      (await rest('POST', '/users/forgot-password', { body: { email: leaver.email } })).status,
    ).toBe(200)
    const stored = await payload.findByID({
      collection: 'users',
      id: leaver.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored).toMatchObject({ active: false, available: false })
    expect(stored.deactivatedAt).toBeTruthy()
    // Whatever reset token the request left (no e-mail carries it), a reset with it is refused.
    if (stored.resetPasswordToken) {
      const reset = await rest('POST', '/users/reset-password', {
        body: { token: stored.resetPasswordToken, password: 'a-brand-new-passphrase' },
      })
      expect(reset.status).toBe(403)
    }

    const after = await payload.findByID({
      collection: 'leads',
      id: lead.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.assignee).toBe(colleague.id)
    const byLeaver = (after.activity ?? []).filter((entry) => entry.by === leaver.id)
    expect(byLeaver.length).toBeGreaterThan(0)
    const handover = (after.activity ?? []).find((entry) => entry.field === 'assignee')
    expect(handover?.reason).toContain('ปิดการใช้งาน')

    const removed = await rest('DELETE', `/users/${leaver.id}`, { token: adminToken })
    expect(removed.status).toBe(409)
    expect(removed.text).toContain('ปิดการใช้งานบัญชีแทน')
    await settled()
    expect(await activity('deactivated', `users/${leaver.id}`)).toHaveLength(1)
  })

  it('is never given a lead as the fallback, and is kept in the activity log rather than deleted', async () => {
    const leaver = await createStaff(payload, email('fallback'), 'ผู้รับสำรอง', 'sales')
    await loginToken(leaver.email, staffPassword)
    await payload.updateGlobal({
      slug: 'sales-settings',
      data: { assignOnArrival: true, rules: [], fallback: leaver.id },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      where: { id: { exists: true } },
      data: { available: false },
      overrideAccess: true,
    })
    expect(
      (await rest('PATCH', `/users/${leaver.id}`, { token: adminToken, body: { active: false } }))
        .status,
    ).toBe(200)
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'มาใหม่ หลังลาออก',
        phone: '0812345679',
        email: 'after-leaver@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: Number(lead.id) } })
    await payload.jobs.run({ queue: 'default', limit: 50, silent: true })
    const routed = await payload.findByID({
      collection: 'leads',
      id: lead.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(routed.routedAt).toBeTruthy()
    expect(routed.assignee ?? null).toBeNull()
    await payload.updateGlobal({
      slug: 'sales-settings',
      data: { fallback: null },
      overrideAccess: true,
    })

    // They only ever signed in, but that is history too; a member who never did can go.
    await settled()
    const refused = await rest('DELETE', `/users/${leaver.id}`, { token: adminToken })
    expect(refused.status).toBe(409)
    const mistake = await createStaff(payload, email('mistake'), 'สร้างผิด', 'sales')
    expect((await rest('DELETE', `/users/${mistake.id}`, { token: adminToken })).status).toBe(200)
  })
})

describe(`passwords (${databaseKind})`, () => {
  it('are 12 characters or more, not common, and not the e-mail name', async () => {
    for (const [password, message] of [
      ['short-pw1', '12 ตัวอักษร'],
      ['password1234', 'ใช้กันทั่วไป'],
      [`somchai-${stamp}-clinic`, 'ชื่ออีเมล'],
    ]) {
      const reply = await rest('POST', '/users', {
        token: adminToken,
        body: { email: `somchai-${stamp}@clinic.example`, password, role: 'sales', name: 'ทดสอบ' },
      })
      expect(reply.status, password).toBe(400)
      // The toast names the field in Thai; the reason goes beside the highlighted field.
      const [error] = reply.json<{
        errors: { message: string; data: { errors: { path: string; message: string }[] } }[]
      }>().errors
      expect(error.message).toBe('ช่องต่อไปนี้ไม่ถูกต้อง: รหัสผ่าน')
      expect(error.data.errors).toEqual([
        {
          path: 'password',
          label: { th: 'รหัสผ่าน', en: 'Password' },
          message: expect.stringContaining(message),
        },
      ])
    }
  })
})

describe(`the activity log (${databaseKind})`, () => {
  it('records sign-ins, failed ones and views of a record, with the address hashed', async () => {
    const member = await createStaff(payload, email('viewer'), 'เปิดดู', 'sales')
    const before = (await activity('sign-in')).length
    const token = await loginToken(member.email, staffPassword)
    const wrong = await rest('POST', '/users/login', {
      body: { email: member.email, password: 'not-the-password-123' },
    })
    expect(wrong.status).toBe(401)
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ถูกเปิดดู ข้อมูล',
        phone: '0812345672',
        email: 'viewed@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    expect((await rest('GET', `/leads/${lead.id}`, { token })).status).toBe(200)
    expect((await rest('GET', `/leads/${lead.id}`, { token })).status).toBe(200)
    await settled()
    expect((await activity('sign-in')).length).toBe(before + 1)
    const [failed] = await activity('sign-in-failed')
    expect(failed).toMatchObject({ member: member.id })
    expect(failed.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await activity('record-viewed', `leads/${lead.id}`)).toHaveLength(1)
  })

  it('records a member added by an admin, with their role', async () => {
    const added = await rest('POST', '/users', {
      token: adminToken,
      body: { email: email('added'), name: 'สมาชิกใหม่', password: staffPassword, role: 'sales' },
    })
    expect(added.status).toBe(201)
    const id = added.json<{ doc: { id: number } }>().doc.id
    await settled()
    expect(await activity('member-created', `users/${id}`)).toMatchObject([
      { member: admin.id, detail: 'sales' },
    ])
  })

  it('records a list or search of personal data: who, which records, the filter without its values, how many', async () => {
    const member = await createStaff(payload, email('lister'), 'ดูรายการ', 'sales')
    const token = await loginToken(member.email, staffPassword)
    for (let i = 0; i < 3; i++) {
      await payload.create({
        collection: 'leads',
        data: {
          fullname: `รายการ ${i}`,
          phone: `081234560${i}`,
          email: `listed-${i}@clinic.example`,
          organizationType: 'คลินิกความงาม',
          status: 'new',
        },
        overrideAccess: true,
      })
    }
    const mine = () =>
      activity('records-listed').then((all) => all.filter((e) => e.member === member.id))
    const listed = await rest('GET', '/leads?limit=100&where[status][equals]=new', { token })
    const count = listed.json<{ docs: unknown[] }>().docs.length
    expect(count).toBeGreaterThanOrEqual(3)
    // The same screen again (a reload) is the same entry; a search by phone is one of its own.
    await rest('GET', '/leads?limit=100&where[status][equals]=new', { token })
    const search = await rest('GET', '/leads?where[phone][like]=0812345601', { token })
    expect(search.json<{ docs: unknown[] }>().docs).toHaveLength(1)
    // Nothing found, and the server's own reads, are not entries.
    await rest('GET', '/leads?where[email][equals]=nobody@clinic.example', { token })
    await payload.find({ collection: 'leads', limit: 100, overrideAccess: true })
    await settled()
    const entries = await mine()
    expect(entries.map((entry) => [entry.subject, entry.detail]).sort()).toEqual(
      [
        ['leads', `${count} รายการ · ตัวกรอง: สถานะ ตรงกับค่าที่เลือก`],
        ['leads', '1 รายการ · ตัวกรอง: เบอร์โทรศัพท์ มีคำที่ค้นหา'],
      ].sort(),
    )
    expect(JSON.stringify(entries)).not.toContain('0812345601')
    expect(entries[0].ipHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('records exports made and downloaded, and the data-subject steps, once each', async () => {
    const seller = await createStaff(payload, email('exporter'), 'ส่งออก', 'sales')
    const token = await loginToken(seller.email, staffPassword)
    const subject = 'exported-person@clinic.example'
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ส่งออก ทดสอบ',
        phone: '0812345673',
        email: subject,
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    const made = await rest('POST', '/exports', {
      token,
      body: { name: 'leads-for-audit', collectionSlug: 'leads', format: 'csv' },
    })
    expect(made.status).toBe(201)
    const { doc } = made.json<{ doc: { id: number } }>()
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    const saved = await payload.findByID({
      collection: 'exports',
      id: doc.id,
      overrideAccess: true,
    })
    const file = await rest('GET', `/exports/file/${encodeURIComponent(saved.filename!)}`, {
      token,
    })
    expect(file.status).toBe(200)
    // Sales never export the activity log.
    const refused = await rest('POST', '/exports', {
      token,
      body: { name: 'log', collectionSlug: 'activity-log', format: 'csv' },
    })
    expect(refused.status).toBe(403)

    for (const [path, body] of [
      ['/data-subject-requests/search', { identifier: subject }],
      ['/data-subject-requests/export', { identifier: subject, format: 'json' }],
      [
        '/data-subject-requests/erase',
        { identifier: subject, confirm: true, leadIds: [lead.id], registrationIds: [] },
      ],
    ] as const) {
      expect((await call(path, adminToken, body)).status, path).toBe(200)
    }
    await settled()
    expect(await activity('export-created', `exports/${doc.id}`)).toHaveLength(1)
    const [download] = await activity('export-downloaded', `exports/${doc.id}`)
    expect(download).toMatchObject({ member: seller.id, detail: 'leads' })
    for (const kind of ['subject-search', 'subject-export', 'subject-erasure']) {
      const entries = await activity(kind)
      expect(entries, kind).toHaveLength(1)
      expect(entries[0]).toMatchObject({ member: admin.id, detail: '1 leads, 0 registrations' })
      // The identifier is no part of it.
      expect(JSON.stringify(entries[0])).not.toContain('exported-person')
    }
  })

  it('cannot be edited or deleted through the API, nor read by anyone but admins', async () => {
    const [entry] = await activity('sign-in')
    const sales = await createStaff(payload, email('reader'), 'อ่านบันทึก', 'sales')
    const salesToken = await loginToken(sales.email, staffPassword)
    expect((await reads('/activity-log', salesToken)).status).toBe(403)
    expect((await reads('/activity-log', adminToken)).status).toBe(200)
    expect(
      (
        await rest('PATCH', `/activity-log/${entry.id}`, {
          token: adminToken,
          body: { detail: 'x' },
        })
      ).status,
    ).toBe(403)
    expect((await rest('DELETE', `/activity-log/${entry.id}`, { token: adminToken })).status).toBe(
      403,
    )
    expect(
      (await rest('POST', '/activity-log', { token: adminToken, body: { kind: 'sign-in' } }))
        .status,
    ).toBe(403)
    await expect(
      payload.update({
        collection: 'activity-log',
        id: entry.id,
        data: { detail: 'rewritten' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('finds an altered row and a deleted one when its chain is checked', async () => {
    const check = async () =>
      (await call('/activity-log/verify', adminToken)).json<{
        ok: boolean
        checked: number
        problems: { id: number; problem: string }[]
      }>()
    await settled()
    const whole = await check()
    expect(whole).toMatchObject({ ok: true, problems: [] })
    expect(whole.checked).toBeGreaterThan(5)

    const { docs } = await payload.find({
      collection: 'activity-log',
      sort: 'id',
      limit: 6,
      depth: 0,
      overrideAccess: true,
    })
    const { db, tables } = await drizzleOf(payload)
    const table = tables.activity_log
    const columns = tableColumns(table, ['detail'])
    // Someone with the database's password rewrites one entry and deletes another.
    await db.update(table).set({ detail: 'ไม่มีอะไร' }).where(eq(columns.id, docs[2].id))
    await db.delete(table).where(eq(columns.id, docs[4].id))

    const broken = await check()
    expect(broken.ok).toBe(false)
    expect(broken.problems).toEqual([
      { id: docs[2].id, problem: 'altered' },
      { id: docs[5].id, problem: 'broken-link' },
    ])
    // The command an auditor runs says the same, and fails.
    const command = await verifyCommand()
    expect(command.code).toBe(1)
    expect(command.stderr).toContain(`#${docs[2].id}: altered`)
    expect(command.stderr).toContain(`#${docs[5].id}: the entry before it was deleted or altered`)
  })

  it('keeps a year: the retention removes older entries and the rest of the chain stays whole', async () => {
    await settled()
    const { docs: all } = await payload.find({
      collection: 'activity-log',
      sort: 'id',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    // The test above broke the chain at its sixth entry: a year on, all of those are gone.
    const { db, tables } = await drizzleOf(payload)
    const columns = tableColumns(tables.activity_log, ['at'])
    const cut = all[7]
    await db
      .update(tables.activity_log)
      .set({ at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where(lte(columns.id, cut.id))
    const removed = await purgeOldActivity(payload)
    expect(removed).toBe(all.filter((entry) => entry.id <= cut.id).length)
    const report = (await call('/activity-log/verify', adminToken)).json<{ ok: boolean }>()
    expect(report).toMatchObject({ ok: true })
    const command = await verifyCommand()
    expect(command.code).toBe(0)
    expect(command.stdout).toMatch(/entries checked: the chain is whole/)
  })
})
