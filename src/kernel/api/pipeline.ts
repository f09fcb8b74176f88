import type { z } from 'zod'

import { readJsonBody, reply, type BodySource } from './http'
import { httpReplies } from './messages'

/** What admission makes of a request: a refusal to send as it is, or what the handler may use. */
type Admission<A> = { refused: Response } | { admitted: A }

/** What the handler of a valid request gets besides its input. */
type ValidRequest<R, A> = { request: R; admitted: A; body: Record<string, unknown> }

type EndpointSteps<R extends BodySource, A, S extends z.ZodType> = {
  /** Refuses a request before its body is read, or admits it. */
  admit: (request: R) => Promise<Admission<A>> | Admission<A>
  maxBodyBytes: number
  schema: S
  /** The 400 message for the first problem zod found, in Thai. */
  invalid: (issue: z.core.$ZodIssue) => string
  handle: (input: z.output<S>, context: ValidRequest<R, A>) => Promise<Response>
  /** Logs a failure the steps did not expect; the client is answered 500. */
  failed: (error: unknown, request: R) => void
}

/**
 * The steps every JSON write endpoint of ours follows, in this order: the endpoint's admission, a
 * size-bounded JSON object body (415, 413, 400), the endpoint's zod schema (400 with its Thai
 * message), then the handler. Anything unexpected is logged and answered 500 in Thai, never
 * thrown to Next or Payload. The public endpoints (public-endpoint.ts) and the staff's
 * (kernel/api/staff-endpoint.ts) differ in their admission, 400 message, handler and logging.
 */
export function endpointPipeline<R extends BodySource, A, S extends z.ZodType>(
  steps: EndpointSteps<R, A, S>,
) {
  return async function run(request: R): Promise<Response> {
    try {
      const admission = await steps.admit(request)
      if ('refused' in admission) return admission.refused
      const body = await readJsonBody(request, steps.maxBodyBytes)
      if (!body.ok) return reply(body.status, httpReplies.unreadable[body.status])
      const parsed = steps.schema.safeParse(body.value)
      if (!parsed.success) return reply(400, steps.invalid(parsed.error.issues[0]))
      return await steps.handle(parsed.data, {
        request,
        admitted: admission.admitted,
        body: body.value,
      })
    } catch (error) {
      steps.failed(error, request)
      return reply(500, httpReplies.serverError)
    }
  }
}
