import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { roleLabels, roles, type Role } from '@/kernel/access/roles'
import { reply } from '@/kernel/api/http'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'
import { env } from '@/kernel/env'
import { siteIdentity } from '@/kernel/site'
import { emailSchema } from '@/kernel/validation/contact'
import { z } from '@/kernel/validation/zod'

import { inviteText as text } from '../../content/security'
import { invitationContext } from './hooks/login-guard'

/** How long an invitation's link works: long enough for a colleague who is off today. */
export const inviteLinkMs = 72 * 60 * 60 * 1000

const inviteSchema = z.object({
  name: z.string().trim().min(1, 'กรุณากรอกชื่อ').max(120, 'ชื่อต้องไม่เกิน 120 ตัวอักษร'),
  email: emailSchema.transform((email) => email.toLowerCase()),
  role: z.enum(roles, 'กรุณาเลือกบทบาท'),
})

/**
 * POST /api/users/invite `{name, email, role}` (admins): a new member whom nobody knows the
 * password of (a random one, never shown), and a one-time link to Payload's own "set a new
 * password" screen (its reset token, 72 hours, single use; the rules for a password apply there
 * as everywhere). With SMTP the link goes to the member by e-mail and the reply does not carry
 * it; without, the reply gives it to the admin to pass on. The second factor is set up at the
 * member's first sign-in, as for anyone whose role needs it. The member's creation is in the
 * activity log as any other (hooks/security.ts). Inviting again a member who never signed in
 * sends a new link; if the e-mail cannot be sent, the admin gets the link instead.
 */
export const inviteEndpoint = staffEndpoint({
  path: '/invite',
  roles: ['admin'],
  schema: inviteSchema,
  handle: async ({ name, email, role }, req) => {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const existing = docs[0]
    // A member already invited who has never signed in (the e-mail went astray, the link ran
    // out) is invited again: a new link, which replaces the old one. Anyone else is refused.
    if (existing && (await hasSignedIn(req, Number(existing.id)))) return reply(409, text.exists)
    if (!existing) {
      await req.payload.create({
        collection: 'users',
        data: { name, email, role, password: randomBytes(32).toString('base64url') },
        overrideAccess: false,
        req,
      })
    }
    const member = existing ?? { name, role }
    // Not counted against the public reset form's allowance (hooks/login-guard.ts).
    req.context[invitationContext] = true
    const token = await req.payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      expiration: inviteLinkMs,
      req,
    })
    const link = new URL(`/admin/reset/${token}`, env.SITE_URL).toString()
    const json = (body: object) =>
      Response.json(
        { code: 200, again: Boolean(existing), ...body },
        { headers: { 'cache-control': 'no-store' } },
      )
    // Without SMTP (the stand-in adapter, features/notifications/unconfigured-email.ts) nothing is sent.
    if (req.payload.email.name === 'unconfigured') return json({ emailed: false, link })
    const product = siteIdentity().productName
    try {
      await req.payload.email.sendEmail({
        to: email,
        subject: text.subject(product),
        text: text.body(member.name ?? name, product, roleLabels[member.role as Role].th, link),
      })
    } catch (error) {
      // The relay refused or is down: the member exists and the link works, so the admin gets
      // it to pass on rather than an error and a member nobody can reach. No address logged.
      // The relay's reply code only: its message may repeat the address.
      const code = (error as { responseCode?: unknown } | null)?.responseCode
      req.payload.logger.warn(`[email] invitation not sent (SMTP ${String(code ?? 'unreachable')})`)
      return json({ emailed: false, sendFailed: true, link })
    }
    return json({ emailed: true })
  },
})

/** Whether the member has ever signed in (the activity log keeps a year of sign-ins). */
async function hasSignedIn(req: PayloadRequest, member: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'activity-log',
    where: { and: [{ member: { equals: member } }, { kind: { equals: 'sign-in' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
