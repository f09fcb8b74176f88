import type { z } from 'zod'

import { clientAddress } from '@/kernel/api/client-address'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { metrics } from '@/kernel/server/metrics.mjs'

import { reply, type ApiReply } from './http'
import { httpReplies } from './messages'
import { endpointPipeline } from './pipeline'

/** What an endpoint's steps get to see of a request once its body is read. */
export type EndpointRequest = {
  request: Request
  /** The client's address (see client-address.ts): the rate limit's key, hashed when stored. */
  address: string
  body: Record<string, unknown>
}

export type PublicEndpoint<Input> = {
  /** Names the endpoint in logs and rate-limit keys: `lead`, `registration`, `consent`. */
  name: string
  maxBodyBytes: number
  limiter: RateLimiter | null
  /** Refuses a request before its body is read (credentials, origin). */
  admit?: (request: Request) => Response | undefined
  schema: z.ZodType<Input>
  /**
   * Answers a valid request without storing it (a malformed header, a stale form token). It runs
   * after the schema: an invalid field is a 400 whatever else the request carries, so an honest
   * client can always tell a bad field from success.
   */
  screen?: (input: EndpointRequest) => ApiReply | undefined
  /** The 400 message for the first problem zod found, in Thai. */
  invalid: (issue: z.core.$ZodIssue) => string
  /**
   * Stores the valid input; the reply it returns is sent as it is. `outcome` tells the metrics a
   * 200 that stored nothing new: a lead kept as spam, a retry of a stored one.
   */
  store: (
    input: Input,
    request: EndpointRequest,
  ) => Promise<ApiReply & { outcome?: 'spam' | 'duplicate' }>
}

/** A refusal's reason in the metrics, by its status. */
const refusalReasons: Record<number, string> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  409: 'stale-or-duplicate',
  413: 'too-large',
  415: 'not-json',
  429: 'rate-limited',
  500: 'error',
}

/** Counts a request's outcome (clinic_submissions_total): stored, spam, or refused and why. */
function countOutcome(form: string, status: number, outcome = 'stored') {
  const labels =
    status === 200
      ? { form, outcome, reason: '' }
      : { form, outcome: 'refused', reason: refusalReasons[status] ?? `status-${status}` }
  metrics().submissions.inc(labels)
}

/**
 * The pipeline (pipeline.ts) as every public write endpoint runs it: its admission is the
 * per-address limit (429), then the endpoint's own check; after the body and the schema come its
 * screen, then the store. Replies are `{code, message}` with the HTTP status as code.
 */
export function publicEndpoint<Input>(endpoint: PublicEndpoint<Input>) {
  /** The outcome the store gave a request, when not simply stored. */
  const outcomes = new WeakMap<Request, 'spam' | 'duplicate'>()
  const run = endpointPipeline<Request, string, z.ZodType<Input>>({
    admit: async (request) => {
      const address = clientAddress(request.headers)
      if (endpoint.limiter && !(await endpoint.limiter.take(`${endpoint.name}:${address}`))) {
        return { refused: reply(429, httpReplies.rateLimited) }
      }
      const refused = endpoint.admit?.(request)
      return refused ? { refused } : { admitted: address }
    },
    maxBodyBytes: endpoint.maxBodyBytes,
    schema: endpoint.schema,
    invalid: endpoint.invalid,
    handle: async (input, { request, admitted: address, body }) => {
      const context: EndpointRequest = { request, address, body }
      const screened = endpoint.screen?.(context)
      if (screened) return reply(screened.code, screened.message)
      const result = await endpoint.store(input, context)
      if (result.outcome) outcomes.set(request, result.outcome)
      return reply(result.code, result.message)
    },
    failed: (error) => console.error(`[${endpoint.name}] could not handle a request`, error),
  })
  return async (request: Request): Promise<Response> => {
    const response = await run(request)
    countOutcome(endpoint.name, response.status, outcomes.get(request))
    return response
  }
}

/** The 400 message naming a field by its Thai label, as the lead and registration forms show it. */
export function invalidFieldMessage(labels: Record<string, string>) {
  return (issue: z.core.$ZodIssue) => {
    const field = String(issue.path[0] ?? '')
    return httpReplies.invalidField(labels[field] ?? field, issue.message)
  }
}
