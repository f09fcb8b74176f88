import { z } from '@/kernel/validation/zod'

/** What a salesperson's call came to (the lead screen's "บันทึกการโทร"). */
export const callOutcomes = {
  talked: 'คุยแล้ว',
  callBack: 'ขอให้โทรกลับ',
  noAnswer: 'ไม่รับสาย',
  notInterested: 'ไม่สนใจ',
} as const
export type CallOutcome = keyof typeof callOutcomes

export const callLogMessages = {
  outcome: 'กรุณาเลือกผลการโทร',
  note: 'บันทึกต้องไม่เกิน 1,000 ตัวอักษร',
  followUp: 'วันติดตามครั้งถัดไปต้องเป็นวันเวลาในอนาคต ภายใน 1 ปี',
} as const

/**
 * One logged call: its outcome, an optional note and the next follow-up. The follow-up is an
 * instant in the next year (the form sends its Bangkok time as ISO with the offset).
 */
export function callLogSchema(now = () => Date.now()) {
  return z
    .object({
      outcome: z.enum(Object.keys(callOutcomes) as [CallOutcome, ...CallOutcome[]], {
        error: callLogMessages.outcome,
      }),
      note: z.string().trim().max(1_000, callLogMessages.note).optional().default(''),
      nextFollowUpAt: z.iso
        .datetime({ offset: true, error: callLogMessages.followUp })
        .refine((value) => {
          const at = Date.parse(value)
          return at > now() - 60_000 && at < now() + 366 * 86_400_000
        }, callLogMessages.followUp)
        .nullable()
        .optional(),
    })
    .strict()
}
export type CallLog = z.output<ReturnType<typeof callLogSchema>>
