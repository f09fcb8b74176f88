import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { createStaff, staffPassword as password } from '../../../../tests/helpers/staff'
import {
  accountSlowDownMs,
  loginGuardLimits,
  loginGuardMessage,
} from '../collections/users/hooks/login-guard'

let payload: Payload

async function login(email: string, pass: string, ip: string) {
  const req = await createLocalReq(
    { req: { headers: new Headers({ 'x-forwarded-for': ip }) } },
    payload,
  )
  return payload.login({ collection: 'users', data: { email, password: pass }, req })
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
  it('never locks staff out: wrong passwords from other addresses leave their own login working', async () => {
    const email = 'not-locked@clinic.example'
    await createStaff(payload, email, 'ฝ่ายขาย')
    for (let i = 0; i < 8; i += 1) {
      await expect(login(email, 'wrong-password', `192.0.2.${i + 1}`)).rejects.toThrow()
    }
    const result = await login(email, password, '192.0.2.99')
    expect(result.user?.email).toBe(email)
  })

  it('slows guessing at one account from many addresses once its allowance is spent', async () => {
    const email = 'slowed@clinic.example'
    await createStaff(payload, email, 'ฝ่ายขาย')
    for (let i = 0; i < loginGuardLimits.account.burst; i += 1) {
      await expect(login(email, 'wrong-password', `198.18.0.${i + 1}`)).rejects.toThrow()
    }
    const started = Date.now()
    await expect(login(email, 'wrong-password', '198.18.1.1')).rejects.not.toThrow(
      loginGuardMessage,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountSlowDownMs - 50)
    // Slowed, not locked: the right password still works, and clears the account's count.
    expect((await login(email, password, '198.18.1.2')).user?.email).toBe(email)
    const again = Date.now()
    await expect(login(email, 'wrong-password', '198.18.1.3')).rejects.toThrow()
    expect(Date.now() - again).toBeLessThan(accountSlowDownMs)
  })

  it('stops one address after 4 tries, before it can lock anyone out', async () => {
    const email = 'guarded@clinic.example'
    await createStaff(payload, email, 'ฝ่ายขาย')
    for (let i = 0; i < 4; i += 1) {
      await expect(login(email, 'wrong-password', '198.51.100.7')).rejects.toThrow()
    }
    await expect(login(email, password, '198.51.100.7')).rejects.toThrow(loginGuardMessage)
    expect(loginGuardMessage).toMatch(/รอประมาณ 5 นาที/)
    // The staff member, elsewhere, still gets in.
    const result = await login(email, password, '203.0.113.20')
    expect(result.user?.email).toBe(email)
  })

  it("forgets an address's typos once it logs in", async () => {
    const email = 'typo@clinic.example'
    await createStaff(payload, email, 'ฝ่ายขาย')
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
    await createStaff(payload, email, 'ฝ่ายขาย')
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
