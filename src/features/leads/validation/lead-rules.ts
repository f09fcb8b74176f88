// The lead form's rules as plain values, without zod: the browser imports them on every page with
// a form, and zod (its whole library, which bundlers cannot tree-shake) only when it validates.
// The schemas in lead.ts are built from these and from the contact rules every form shares.
import { contactLimits, contactMessages } from '@/kernel/validation/contact-rules'

export { emailPattern, hasNoNulCharacter, phonePattern } from '@/kernel/validation/contact-rules'

/** Limits of the lead form and payload: a person's contact details and their own words. */
export const leadLimits = contactLimits

export const leadMessages = { ...contactMessages, orgType: 'กรุณาเลือกประเภทองค์กร' } as const
