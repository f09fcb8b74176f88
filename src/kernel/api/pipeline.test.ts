import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { httpReplies } from './messages'
import { endpointPipeline } from './pipeline'

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/api', { method: 'POST', headers: { 'content-type': type }, body })

/** A pipeline that records which of its steps ran. */
function probe({ refuse = false, fail = false } = {}) {
  const steps: string[] = []
  const failed = vi.fn()
  const run = endpointPipeline({
    admit: (_request: Request) => {
      steps.push('admit')
      return refuse
        ? { refused: Response.json({ code: 401 }, { status: 401 }) }
        : { admitted: 'member' }
    },
    maxBodyBytes: 100,
    schema: z.object({ name: z.string('ชื่อไม่ถูกต้อง') }),
    invalid: (issue) => {
      steps.push('invalid')
      return `ไม่ถูกต้อง: ${issue.message}`
    },
    handle: async (input, { admitted, body }) => {
      steps.push('handle')
      if (fail) throw new Error('the store is down')
      return Response.json({ input, admitted, body })
    },
    failed,
  })
  return { run, steps, failed }
}

describe('endpointPipeline', () => {
  it('refuses at admission without reading the body', async () => {
    const { run, steps } = probe({ refuse: true })
    const request = post('{')
    expect((await run(request)).status).toBe(401)
    expect(steps).toEqual(['admit'])
    expect(request.bodyUsed).toBe(false)
  })

  it.each([
    ['text/plain', '{"name":"a"}', 415, httpReplies.unsupportedType],
    ['application/json', JSON.stringify({ name: 'x'.repeat(200) }), 413, httpReplies.tooLarge],
    ['application/json', '[1]', 400, httpReplies.invalidJson],
  ])('answers a %s body it cannot read before the schema', async (type, body, code, message) => {
    const { run, steps } = probe()
    const response = await run(post(body, type))
    expect(response.status).toBe(code)
    expect(await response.json()).toEqual({ code, message })
    expect(steps).toEqual(['admit'])
  })

  it("answers the schema's first problem with the endpoint's 400 message", async () => {
    const { run, steps } = probe()
    const response = await run(post('{"name":1}'))
    expect(await response.json()).toEqual({ code: 400, message: 'ไม่ถูกต้อง: ชื่อไม่ถูกต้อง' })
    expect(steps).toEqual(['admit', 'invalid'])
  })

  it('hands the parsed input, the admission and the body to the handler', async () => {
    const { run, steps } = probe()
    const response = await run(post('{"name":"ก","extra":true}'))
    expect(await response.json()).toEqual({
      input: { name: 'ก' },
      admitted: 'member',
      body: { name: 'ก', extra: true },
    })
    expect(steps).toEqual(['admit', 'handle'])
  })

  it('logs a failure and answers 500 in Thai', async () => {
    const { run, failed } = probe({ fail: true })
    const request = post('{"name":"ก"}')
    const response = await run(request)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: 500, message: httpReplies.serverError })
    expect(failed).toHaveBeenCalledWith(expect.any(Error), request)
  })
})
