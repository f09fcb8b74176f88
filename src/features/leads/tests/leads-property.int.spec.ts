// The live lead endpoint (the route's POST handler, with its real writer, limiter and idempotency
// store) on generated payloads: it never answers 500, answers 200 exactly to the payloads the
// rules accept, and stores exactly those leads, once each, as the rules normalise them.
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/public/leads/route'
import { issueFormToken } from '@/kernel/api/form-token.mjs'
import type { Lead } from '@/payload-types'

import {
  judgeLead,
  leadBody,
  propertySeed,
  type ExpectedLead,
} from '../../../../tests/helpers/lead-payloads'
import { getTestPayload } from '../../../../tests/helpers/payload'
import { formTokenField, honeypotField, maxLeadBodyBytes } from '../submit'

const requests = 1_000
/** Requests in flight at once, so leads also arrive together as they do under load. */
const concurrency = 8

let payload: Payload
const secret = process.env.PAYLOAD_SECRET as string

beforeAll(async () => {
  payload = await getTestPayload()
  // One notification log line per stored lead would bury the test's own output.
  payload.logger.level = 'warn'
})

afterAll(async () => {
  await payload?.destroy()
})

/** What the client sends: the generated body with a valid form token, as JSON. */
function requestBody(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return JSON.stringify(body) ?? 'null'
  }
  // The bot traps are not under test here: no honeypot, and a token old enough to count.
  const {
    [honeypotField]: _trap,
    [formTokenField]: _token,
    ...fields
  } = body as Record<string, unknown>
  return JSON.stringify({ ...fields, [formTokenField]: issueFormToken(secret, Date.now() - 5_000) })
}

/** The status the rules call for, judged on the body as the server will parse it. */
function expectedStatus(json: string): { status: number; lead?: ExpectedLead } {
  if (Buffer.byteLength(json) > maxLeadBodyBytes) return { status: 413 }
  const verdict = judgeLead(JSON.parse(json))
  return verdict.valid ? { status: 200, lead: verdict.lead } : { status: 400 }
}

/** Text as a UTF-8 database keeps it: a lone surrogate cannot be encoded and becomes U+FFFD. */
const asStored = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

/** A stored lead's submitted fields, comparable with the rules' normalised payload. */
function storedFields(lead: Lead): string {
  return JSON.stringify([
    lead.fullname,
    lead.phone,
    lead.email,
    lead.organizationType,
    lead.description ?? '',
    lead.userAction ?? '',
    lead.utmSource ?? '',
    lead.utmMedium ?? '',
    lead.utmCampaign ?? '',
    lead.utmTerm ?? '',
    lead.utmContent ?? '',
    lead.referrer ?? '',
    lead.landingPage ?? '',
    lead.deviceType ?? '',
  ])
}

function expectedFields(lead: ExpectedLead): string {
  return JSON.stringify(
    [
      lead.fullname,
      lead.phone,
      lead.email,
      lead.organization_type,
      lead.description,
      lead.user_action,
      lead.utm_source,
      lead.utm_medium,
      lead.utm_campaign,
      lead.utm_term,
      lead.utm_content,
      lead.referrer,
      lead.landing_page,
      lead.device_type,
    ].map(asStored),
  )
}

describe('POST /api/public/leads, on generated payloads', () => {
  it(`answers and stores ${requests.toLocaleString('en')} payloads as the rules say`, async () => {
    const bodies = fc.sample(leadBody, { numRuns: requests, seed: propertySeed('lead endpoint') })
    const mismatches: { index: number; expected: number; status: number; body: string }[] = []
    const statuses: Record<number, number> = {}
    const expectedLeads: string[] = []

    for (let start = 0; start < bodies.length; start += concurrency) {
      await Promise.all(
        bodies.slice(start, start + concurrency).map(async (body, offset) => {
          const index = start + offset
          const json = requestBody(body)
          const expected = expectedStatus(json)
          const response = await POST(
            new Request('http://localhost/api/public/leads', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                // One address per request: the limiter is on, but no sender exceeds its burst.
                'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
              },
              body: json,
            }),
          )
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
          if (response.status !== expected.status) {
            mismatches.push({
              index,
              expected: expected.status,
              status: response.status,
              body: json,
            })
          } else if (expected.lead) {
            expectedLeads.push(expectedFields(expected.lead))
          }
        }),
      )
    }

    console.log(`[lead endpoint] replies by status: ${JSON.stringify(statuses)}`)
    expect(statuses[500] ?? 0).toBe(0)
    expect(mismatches.slice(0, 5)).toEqual([])
    expect(statuses[200]).toBeGreaterThan(requests * 0.1)
    expect(statuses[400]).toBeGreaterThan(requests * 0.1)

    // Exactly the accepted leads are stored, once each, as the rules normalise them.
    const stored = await payload.find({
      collection: 'leads',
      pagination: false,
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(statuses[200])
    expect(stored.docs.map(storedFields).sort()).toEqual(expectedLeads.sort())
  }, 600_000)
})
