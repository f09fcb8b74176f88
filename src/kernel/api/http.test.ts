import { describe, expect, it } from 'vitest'

import { readJsonBody } from './http'

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/api', { method: 'POST', headers: { 'content-type': type }, body })

describe('readJsonBody', () => {
  it('parses a JSON object', async () => {
    expect(await readJsonBody(post('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } })
  })

  it('accepts a charset and +json types', async () => {
    expect((await readJsonBody(post('{}', 'application/json; charset=utf-8'), 100)).ok).toBe(true)
    expect((await readJsonBody(post('{}', 'application/merge-patch+json'), 100)).ok).toBe(true)
  })

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['', 415],
  ])('refuses content type %j with %d', async (type, status) => {
    expect(await readJsonBody(post('{}', type), 100)).toEqual({ ok: false, status })
  })

  it('refuses a body over the limit with 413, counting bytes not characters', async () => {
    expect(await readJsonBody(post(JSON.stringify({ a: 'x'.repeat(200) })), 100)).toEqual({
      ok: false,
      status: 413,
    })
    // 40 Thai characters are 120 bytes in UTF-8.
    expect(await readJsonBody(post(JSON.stringify({ a: 'ก'.repeat(40) })), 100)).toEqual({
      ok: false,
      status: 413,
    })
  })

  it.each(['{', 'null', '[1,2]', '"text"', '42', ''])('refuses %j with 400', async (body) => {
    expect(await readJsonBody(post(body), 100)).toEqual({ ok: false, status: 400 })
  })
})
