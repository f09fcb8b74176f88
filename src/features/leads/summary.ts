import { oneLine, type RecordSummary } from '@/kernel/record-summary'
import { displayPhone } from '@/kernel/validation/phone'
import type { Lead } from '@/payload-types'

/** A lead as sales is told of it: by e-mail, on LINE and in the webhook. */
export function leadSummary(lead: Lead): RecordSummary {
  return {
    subject: `ผู้สนใจใหม่: ${oneLine(lead.fullname)} (${oneLine(lead.organizationType)})`,
    rows: [
      ['ชื่อ-นามสกุล', lead.fullname],
      ['เบอร์โทรศัพท์', displayPhone(lead.phone)],
      ['อีเมล', lead.email],
      ['ประเภทองค์กร', lead.organizationType],
      ['รายละเอียด', lead.description],
    ],
    webhook: { organizationType: lead.organizationType, description: lead.description ?? '' },
  }
}
