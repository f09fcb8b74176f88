// The lead endpoint (POST /api/public/leads) driven in-process, for the integration test files
// that send it leads: a valid form, its request, and the endpoint's dependencies on this file's
// Payload, emptied of leads, jobs and rate-limit buckets before each test.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { issueFormToken } from '@/kernel/api/form-token.mjs'
import type { ApiReply } from '@/kernel/api/http'
import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'
import { isStoredRequest } from '@/kernel/api/stored-request'
import { noticeVersions } from '@/kernel/content/published'

import { submitLead, type LeadSubmissionDeps } from '@/features/leads/submit'
import { createLeadWriter } from '@/features/leads/writer'

import { getTestPayload } from './payload'

/** This test file's PAYLOAD_SECRET (int-setup chooses one per file), which signs form tokens. */
export const formSecret = process.env.PAYLOAD_SECRET as string

/** A filled lead form as the site sends it, with a form token old enough to count. */
export const validLead = () => ({
  fullname: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@clinic.co.th',
  organization_type: 'คลินิกความงาม',
  description: 'มี 2 สาขา',
  user_action: 'contact_form_submit',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'nov-promo',
  utm_term: '',
  utm_content: '',
  referrer: 'https://www.facebook.com/',
  landing_page: 'https://clinic.example/?utm_source=facebook',
  device_type: 'mobile',
  form_token: issueFormToken(formSecret, Date.now() - 5_000),
  website: '',
})

/** The request a phone's browser sends: `body` as JSON (or as given when a string). */
export function leadRequest(
  body: unknown,
  {
    ip = '203.0.113.7',
    key,
    type = 'application/json',
  }: { ip?: string; key?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': type,
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
  }
  if (key) headers['idempotency-key'] = key
  return new Request('http://localhost/api/public/leads', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export type LeadEndpoint = {
  /** This file's Payload, booted before its tests. */
  readonly payload: Payload
  /** The endpoint's dependencies, made afresh before each test; a test may replace them. */
  deps: LeadSubmissionDeps
  /** How many times the endpoint has asked for the notification jobs to run in this test. */
  readonly notifyAsks: number
  /** Sends `request` to the endpoint: its status and JSON reply. */
  send: (request: Request) => Promise<{ status: number; body: ApiReply }>
  /** What the endpoint's idle runner does once a burst pauses. */
  runNotifications: () => Promise<unknown>
  countLeads: () => Promise<number>
  /** Queued notification jobs. */
  countJobs: () => Promise<number>
}

/**
 * Boots Payload for this test file and registers the hooks that give each test an empty leads,
 * jobs and rate-limit table and the endpoint's dependencies (a limiter of burst 5, 20 an hour);
 * environment stubs and mocks are undone after each test.
 */
export function setUpLeadEndpoint(): LeadEndpoint {
  let payload: Payload
  let notifyAsks = 0
  const endpoint: LeadEndpoint = {
    get payload() {
      return payload
    },
    deps: undefined as unknown as LeadSubmissionDeps,
    get notifyAsks() {
      return notifyAsks
    },
    send: async (request) => {
      const response = await submitLead(request, endpoint.deps)
      return { status: response.status, body: (await response.json()) as ApiReply }
    },
    runNotifications: () => payload.jobs.run({ queue: 'default', limit: 100, silent: true }),
    countLeads: async () =>
      (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs,
    countJobs: async () =>
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
  }

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  beforeEach(async () => {
    notifyAsks = 0
    endpoint.deps = {
      secret: formSecret,
      noticeVersion: async () => (await noticeVersions(payload)).notice,
      writer: createLeadWriter(async () => payload),
      isStored: (idempotencyKey) => isStoredRequest(payload, 'leads', idempotencyKey),
      limiter: createSharedRateLimiter(async () => payload, { burst: 5, perHour: 20 }),
      afterStored: () => {
        notifyAsks += 1
      },
    }
    await payload.delete({ collection: 'leads', where: {}, overrideAccess: true })
    await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
    await payload.delete({ collection: 'rate-limits', where: {}, overrideAccess: true })
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  return endpoint
}
