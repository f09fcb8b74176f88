import type { Payload } from 'payload'

import { retention } from '@/content/retention'
import { queryRows, timestampLiteral } from '@/lib/db/raw-sql'

/**
 * The privacy notice's retention periods, applied (content/retention.ts holds the numbers the
 * notice states):
 * - a lead or sign-up that did not become a customer loses the person's details once its last
 *   contact (or its arrival, if nobody ever contacted it) is `enquiryYears` old: name, phone,
 *   e-mail, free text, notes and the reason lost are removed, and the notes' and reasons' text in
 *   its history; the status, dates, organisation type, package and attribution stay, as
 *   statistics no longer about anyone;
 * - consent records go once their cookie choice has expired, plus a grace period.
 * Idempotent: an anonymised record is marked and never touched again. Written as plain UPDATEs
 * (the same SQL on SQLite and PostgreSQL) so that no collection hook records the removal as a
 * change by a staff member.
 */
export type RetentionResult = { leads: number; registrations: number; consents: number }

const removed = 'ลบข้อมูลแล้ว'
const dayMs = 86_400_000

/** Calendar years back from `now`, in UTC (29 February lands on 1 March). */
function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now)
  at.setUTCFullYear(at.getUTCFullYear() - years)
  return at
}

function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() - months)
  return at
}

const tables = {
  leads: {
    table: 'leads',
    activity: 'leads_activity',
    clear: `fullname = '${removed}', phone = '', email = '', description = NULL, staff_notes = NULL,
            lost_reason = NULL, user_agent = NULL, ip_hash = NULL`,
  },
  registrations: {
    table: 'registrations',
    activity: 'registrations_activity',
    clear: `clinic_name = '${removed}', full_name = '${removed}', phone = '', email = '',
            message = NULL, staff_notes = NULL, lost_reason = NULL, ip_hash = NULL`,
  },
} as const

export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const execute = (raw: string) => queryRows(payload, raw)
  const stamp = timestampLiteral(now)
  const cutoff = timestampLiteral(yearsBefore(now, retention.enquiryYears))
  const counts: Partial<RetentionResult> = {}

  for (const [key, { table, activity, clear }] of Object.entries(tables)) {
    const due = `anonymised_at IS NULL AND status <> 'customer'
                 AND COALESCE(last_contacted_at, created_at) < ${cutoff}`
    const [{ count }] = await execute(`SELECT COUNT(*) AS count FROM ${table} WHERE ${due}`)
    counts[key as keyof typeof tables] = Number(count)
    if (Number(count) === 0) continue
    await execute(`UPDATE ${table} SET ${clear}, anonymised_at = ${stamp} WHERE ${due}`)
    // What staff typed about the person goes from the history too; who changed what stays.
    await execute(
      `UPDATE ${activity} SET "from" = NULL, "to" = NULL
        WHERE field IN ('staffNotes', 'lostReason')
          AND _parent_id IN (SELECT id FROM ${table} WHERE anonymised_at = ${stamp})`,
    )
  }

  const consentCutoff = new Date(
    monthsBefore(now, retention.cookieChoiceMonths).getTime() -
      retention.consentRecordGraceDays * dayMs,
  )
  const where = { createdAt: { less_than: consentCutoff.toISOString() } }
  const { totalDocs: consents } = await payload.count({
    collection: 'consents',
    where,
    overrideAccess: true,
  })
  if (consents > 0) await payload.db.deleteMany({ collection: 'consents', where })

  return { leads: counts.leads ?? 0, registrations: counts.registrations ?? 0, consents }
}

let timer: NodeJS.Timeout | undefined

/**
 * Applies the retention once a day in this process, the first time a minute after it starts
 * (every instance may: the job is idempotent).
 */
export function applyRetentionDaily(payload: Payload): void {
  if (timer) return
  const run = () =>
    applyRetention(payload)
      .then((result) => {
        if (result.leads || result.registrations || result.consents) {
          payload.logger.info(result, '[retention] personal data past its period removed')
        }
      })
      .catch((error) => payload.logger.error({ err: error }, '[retention] failed'))
  timer = setTimeout(() => {
    void run()
    timer = setInterval(run, dayMs)
    timer.unref()
  }, 60_000)
  timer.unref()
}
