import { z } from 'zod'

/**
 * Linking a staff member's LINE account: the one-time code the admin shows ("CP-123456"), sent
 * by the member to the Official Account, and the unlink request (an admin may unlink anyone).
 */
export const lineLinkCodePattern = /^\s*CP-?(\d{6})\s*$/i

export const lineLinkCodeTtlMs = 10 * 60 * 1000

export const lineUnlinkSchema = z
  .object({ userId: z.number().int().positive('ไม่พบผู้ใช้งานนี้').optional() })
  .strict()

export const lineCodeRequestSchema = z.object({}).strict()
