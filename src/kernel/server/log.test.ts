import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { logFormat, loggedPath, loggerOptions, routeConsoleTo, scrubPersonalData } from './log.mjs'

/** A JSON logger of ours writing into an array of parsed lines. */
function capture(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino(loggerOptions(env), sink), lines }
}

describe('log format', () => {
  it('is JSON in production and pretty elsewhere, unless LOG_FORMAT says', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json')
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'test' })).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json')
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty')
  })

  it('writes one JSON object per line with the level by name and an ISO time', () => {
    const { logger, lines } = capture()
    logger.info({ requestId: 'abc' }, 'request')
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', requestId: 'abc' }),
    ])
    expect(Date.parse(String(lines[0].time))).not.toBeNaN()
    expect(lines[0]).not.toHaveProperty('hostname')
  })

  it('honours LOG_LEVEL', () => {
    const { logger, lines } = capture({ LOG_LEVEL: 'warn' })
    logger.info('quiet')
    logger.warn('heard')
    expect(lines.map((line) => line.msg)).toEqual(['heard'])
  })
})

describe('personal data in log lines', () => {
  it('replaces e-mail addresses and Thai phone numbers, and nothing else', () => {
    expect(scrubPersonalData('sent to somchai.j+1@clinic.co.th and 081-234-5678')).toBe(
      'sent to [email] and [phone]',
    )
    expect(scrubPersonalData('/articles/detail/somchai%40clinic.co.th')).toBe(
      '/articles/detail/[email]',
    )
    expect(scrubPersonalData('call 0812345678 or +66 81 234 5678, office 02-123-4567')).toBe(
      'call [phone] or [phone], office [phone]',
    )
    // Ids, hashes, times and durations stay.
    const kept =
      'lead #10234567891 job 6f0e2c1a-0123-4567-8901-23456789abcd took 1024 ms at 2026-11-25'
    expect(scrubPersonalData(kept)).toBe(kept)
  })

  it('scrubs messages and errors whoever logs them', () => {
    const { logger, lines } = capture()
    logger.error(
      { err: new Error('duplicate key: somchai@clinic.co.th') },
      'could not store 0812345678',
    )
    expect(JSON.stringify(lines)).not.toMatch(/somchai|0812345678/)
    expect(lines[0]).toMatchObject({ msg: 'could not store [phone]' })
    expect((lines[0].err as { message: string }).message).toBe('duplicate key: [email]')
  })

  it('scrubs the fields of a logged object too, however deep, as a library logs them', () => {
    const { logger, lines } = capture()
    // Payload's stand-in e-mail adapter logs its message as a field of the object.
    logger.info({
      msg: "Email attempted without being configured. To: 'somchai@clinic.co.th', Subject: 'x'",
    })
    logger.warn({ to: ['somchai@clinic.co.th'], meta: { phone: '081-234-5678', count: 3 } }, 'sent')
    expect(JSON.stringify(lines)).not.toMatch(/somchai|081-234-5678/)
    expect(lines[0].msg).toBe(
      "Email attempted without being configured. To: '[email]', Subject: 'x'",
    )
    expect(lines[1]).toMatchObject({ to: ['[email]'], meta: { phone: '[phone]', count: 3 } })
  })

  it('keeps only an error’s own fields: never the values a driver attached to it', () => {
    const { logger, lines } = capture()
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("fullname") values ($1)\nparams: สมชาย ใจดี,ตอบกลับด่วน',
      ),
      {
        code: 'SQLITE_CONSTRAINT',
        params: ['สมชาย ใจดี', 'ตอบกลับด่วน'],
        detail: 'Key (fullname)=(สมชาย ใจดี) already exists.',
        cause: Object.assign(new Error('UNIQUE constraint failed'), { values: ['สมชาย'] }),
      },
    )
    logger.error({ err: failed }, 'could not store a lead')
    expect(JSON.stringify(lines)).not.toMatch(/สมชาย|ตอบกลับ/)
    expect(lines[0].err).toMatchObject({
      type: 'Error',
      code: 'SQLITE_CONSTRAINT',
      message: expect.stringContaining('params: [hidden]'),
      cause: { message: 'UNIQUE constraint failed' },
    })
  })

  it('logs a path without its query and without the secrets some paths carry', () => {
    expect(loggedPath('/articles?q=0812345678&email=a%40b.co')).toBe('/articles')
    expect(loggedPath('/admin/reset/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b')).toBe(
      '/admin/reset/[token]',
    )
    expect(loggedPath('/api/users/verify/abc')).toBe('/api/users/verify/[token]')
    expect(loggedPath('/api/public/leads/6f0e2c1a0123456789012345678901234567')).toBe(
      '/api/public/leads/[token]',
    )
    expect(loggedPath('/articles/detail/somchai%40clinic.co.th')).toBe('/articles/detail/[email]')
    // Readable slugs and ids stay.
    expect(loggedPath('/articles/detail/clinic-management-system-for-multi-branch-clinics')).toBe(
      '/articles/detail/clinic-management-system-for-multi-branch-clinics',
    )
    expect(loggedPath('/admin/collections/leads/1234')).toBe('/admin/collections/leads/1234')
  })

  it('turns console output into scrubbed lines at the matching level', () => {
    const { logger, lines } = capture()
    const saved = { ...console }
    try {
      routeConsoleTo(logger)
      console.log('[sales] new lead from %s', 'a@b.co')
      console.error('[lead] failed', new Error('boom 081-234-5678'))
    } finally {
      Object.assign(console, saved)
    }
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: '[sales] new lead from [email]' }),
      expect.objectContaining({ level: 'error', msg: '[lead] failed' }),
    ])
    expect((lines[1].err as { message: string }).message).toBe('boom [phone]')
  })
})
