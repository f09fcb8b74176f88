import { describe, expect, it } from 'vitest'

import { isPostgresUrl, parseEnv } from './env'

const secret = 'x'.repeat(32)

describe('parseEnv', () => {
  it('defaults to a SQLite file under data/ and the local site address', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret })
    expect(env.DATABASE_URL).toBe('file:./data/clinic-plus.db')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.NODE_ENV).toBe('development')
  })

  it('refuses to run without a secret and says how to get one', () => {
    expect(() => parseEnv({})).toThrow(/PAYLOAD_SECRET is not set/)
  })

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })

  it('accepts a postgres URL and rejects an unknown database scheme', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://u@db:5432/app' })
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/app')
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'mysql://db' })).toThrow(
      /DATABASE_URL/,
    )
  })

  it('treats empty values as unset and strips a trailing slash from SITE_URL', () => {
    const env = parseEnv({
      PAYLOAD_SECRET: secret,
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      SITE_URL: 'https://clinic.example.com/',
    })
    expect(env.DATABASE_URL).toBe('file:./data/clinic-plus.db')
    expect(env.ADMIN_EMAIL).toBeUndefined()
    expect(env.SITE_URL).toBe('https://clinic.example.com')
  })

  it('lists every problem at once', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: 'short', ADMIN_EMAIL: 'not-an-email', SITE_URL: 'nope' }),
    ).toThrow(/32 characters[\s\S]*ADMIN_EMAIL[\s\S]*/)
  })
})

describe('the lead webhook', () => {
  it('needs its own secret when a webhook URL is set', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: secret, LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads' }),
    ).toThrow(/LEAD_WEBHOOK_SECRET is required/)
    const env = parseEnv({
      PAYLOAD_SECRET: secret,
      LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads',
      LEAD_WEBHOOK_SECRET: 'w'.repeat(32),
    })
    expect(env.LEAD_WEBHOOK_SECRET).toBe('w'.repeat(32))
  })
})

describe('isPostgresUrl', () => {
  it.each([
    ['postgres://localhost/db', true],
    ['postgresql://localhost/db', true],
    ['file:./data/x.db', false],
  ])('%s → %s', (url, expected) => {
    expect(isPostgresUrl(url)).toBe(expected)
  })

  it('takes a LINE target or secret only with the token, and a target only as LINE writes one', () => {
    const token = 'line-channel-access-token-for-tests'
    const group = `C${'0123456789abcdef'.repeat(2)}`
    const base = { PAYLOAD_SECRET: secret }
    // The token alone pushes to each assignee's own LINE.
    expect(parseEnv({ ...base, LINE_CHANNEL_ACCESS_TOKEN: token }).LINE_TO).toBeUndefined()
    expect(() => parseEnv({ ...base, LINE_TO: group })).toThrow(/LINE_TO needs/)
    expect(() => parseEnv({ ...base, LINE_CHANNEL_SECRET: 'a-channel-secret-123' })).toThrow(
      /LINE_CHANNEL_SECRET needs/,
    )
    expect(() =>
      parseEnv({ ...base, LINE_CHANNEL_ACCESS_TOKEN: token, LINE_TO: 'my-group' }),
    ).toThrow(/LINE_TO must be/)
    const env = parseEnv({ ...base, LINE_CHANNEL_ACCESS_TOKEN: token, LINE_TO: group })
    expect(env.LINE_TO).toBe(group)
    expect(env.LINE_API_URL).toBe('https://api.line.me')
  })
})
