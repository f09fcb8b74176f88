import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { loginGuardMessage } from '@/collections/users/hooks/login-guard'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
const password = 'correct-horse-battery-staple'

async function login(email: string, pass: string, ip: string) {
  const req = await createLocalReq(
    { req: { headers: new Headers({ 'x-forwarded-for': ip }) } },
    payload,
  )
  return payload.login({ collection: 'users', data: { email, password: pass }, req })
}

async function createStaff(email: string) {
  await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

// Every test starts with full buckets (they live in the database, shared by app instances).
beforeEach(async () => {
  await payload.delete({ collection: 'rate-limits', where: {}, overrideAccess: true })
})

afterAll(async () => {
  await payload.destroy()
})

describe('staff login', () => {
  it('locks the account after 5 wrong passwords, even for the right one', async () => {
    const email = 'locked@clinic.example'
    await createStaff(email)
    for (let i = 0; i < 5; i += 1) {
      await expect(login(email, 'wrong-password', `192.0.2.${i + 1}`)).rejects.toThrow()
    }
    await expect(login(email, password, '192.0.2.99')).rejects.toThrow(/ล็อก|lock/i)
    const [user] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs as unknown as { lockUntil?: string }[]
    const lockedFor = new Date(user.lockUntil!).getTime() - Date.now()
    expect(lockedFor).toBeGreaterThan(9 * 60_000)
    expect(lockedFor).toBeLessThanOrEqual(10 * 60_000)
  })

  it('stops one address after 4 tries, before it can lock anyone out', async () => {
    const email = 'guarded@clinic.example'
    await createStaff(email)
    for (let i = 0; i < 4; i += 1) {
      await expect(login(email, 'wrong-password', '198.51.100.7')).rejects.toThrow()
    }
    await expect(login(email, password, '198.51.100.7')).rejects.toThrow(loginGuardMessage)
    // The staff member, elsewhere, still gets in.
    const result = await login(email, password, '203.0.113.20')
    expect(result.user?.email).toBe(email)
  })

  it("forgets an address's typos once it logs in", async () => {
    const email = 'typo@clinic.example'
    await createStaff(email)
    for (let i = 0; i < 3; i += 1) {
      await expect(login(email, 'wrong-password', '198.51.100.8')).rejects.toThrow()
    }
    expect((await login(email, password, '198.51.100.8')).user?.email).toBe(email)
    for (let i = 0; i < 3; i += 1) {
      await expect(login(email, 'wrong-password', '198.51.100.8')).rejects.not.toThrow(
        loginGuardMessage,
      )
    }
  })

  it("guards a login that runs inside another operation's transaction without stalling it", async () => {
    // First-register logs the new user in inside its own transaction; the guard's write must go
    // into that transaction, as a write beside it would wait for it to end.
    const email = 'first@clinic.example'
    await createStaff(email)
    const req = await createLocalReq(
      { req: { headers: new Headers({ 'x-forwarded-for': '203.0.113.40' }) } },
      payload,
    )
    await initTransaction(req)
    const started = Date.now()
    try {
      const result = await payload.login({ collection: 'users', data: { email, password }, req })
      expect(result.token).toBeTruthy()
    } finally {
      await commitTransaction(req)
    }
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
