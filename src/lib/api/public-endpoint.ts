import type { z } from 'zod'

import { clientAddress } from '@/lib/client-address'
import type { RateLimiter } from '@/lib/rate-limit'

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
  /** Stores the valid input; the reply it returns is sent as it is. */
  store: (input: Input, request: EndpointRequest) => Promise<ApiReply>
}

/**
 * The pipeline (pipeline.ts) as every public write endpoint runs it: its admission is the
 * per-address limit (429), then the endpoint's own check; after the body and the schema come its
 * screen, then the store. Replies are `{code, message}` with the HTTP status as code.
 */
export function publicEndpoint<Input>(endpoint: PublicEndpoint<Input>) {
  return endpointPipeline<Request, string, z.ZodType<Input>>({
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
      return reply(result.code, result.message)
    },
    failed: (error) => console.error(`[${endpoint.name}] could not handle a request`, error),
  })
}

/** The 400 message naming a field by its Thai label, as the lead and registration forms show it. */
export function invalidFieldMessage(labels: Record<string, string>) {
  return (issue: z.core.$ZodIssue) => {
    const field = String(issue.path[0] ?? '')
    return httpReplies.invalidField(labels[field] ?? field, issue.message)
  }
}
