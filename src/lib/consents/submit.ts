import type { Payload } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { readJsonBody, reply } from '@/lib/http'
import { leadReplies, unreadableBodyReplies } from '@/lib/leads/messages'
import type { RateLimiter } from '@/lib/rate-limit'
import { consentRecordSchema } from '@/lib/validation/consent'

export const maxConsentBodyBytes = 2 * 1024

export const consentReplies = {
  ok: 'บันทึกการตั้งค่าคุกกี้แล้ว',
  invalid: (detail: string) => `ข้อมูลการตั้งค่าคุกกี้ไม่ถูกต้อง: ${detail}`,
} as const

export type ConsentDeps = { payload: () => Promise<Payload>; limiter: RateLimiter | null }

/** POST /api/public/consents: records a banner choice (no personal data, no address). */
export async function submitConsent(request: Request, deps: ConsentDeps): Promise<Response> {
  if (deps.limiter && !(await deps.limiter.take(`consent:${clientAddress(request.headers)}`))) {
    return reply(429, leadReplies.rateLimited)
  }
  const body = await readJsonBody(request, maxConsentBodyBytes)
  if (!body.ok) return reply(body.status, unreadableBodyReplies[body.status])
  const parsed = consentRecordSchema.safeParse(body.value)
  if (!parsed.success) return reply(400, consentReplies.invalid(parsed.error.issues[0].message))
  const payload = await deps.payload()
  await payload.create({ collection: 'consents', overrideAccess: true, data: parsed.data })
  return reply(200, consentReplies.ok)
}
