import type { CollectionBeforeChangeHook, Field, Where } from 'payload'

import { thaiDateField } from '@/kernel/admin/thai-cells'
import { fieldRefused } from '@/kernel/field-error'
import { relationId } from '@/kernel/text/relation-id'

import type { LoggedCall } from '../call-log'
import { historyFieldLabels, pipelineFieldLabels } from '../content/admin'
import type { ContactCorrection } from '../correct-contact'
import { salesStatuses } from './sales-fields'

/**
 * The sales pipeline that leads and registrations share: who follows the record up, when, how far
 * it got, and the history of every change of status, assignee, follow-up date or note, with who
 * made it and when. The history and the contact times are written by the hook below only, never
 * taken from the request.
 */

const sidebar = { position: 'sidebar' } as const

const thaiDate = { Field: thaiDateField }

/** Fields whose every change is recorded, with the Thai and English names the history shows. */
const trackedFields = pipelineFieldLabels
type TrackedField = keyof typeof trackedFields

/** Statuses that mean someone has spoken with the person. */
const contactedStatuses = new Set(['contacted', 'qualified', 'customer', 'lost'])

const noteExcerptLength = 500

const handoverReasonLabel = { th: 'เหตุผลที่โอนงาน', en: 'Reason for handover' }

const handoverRequired = 'กรุณาระบุเหตุผลที่โอนงานให้ผู้รับผิดชอบคนใหม่'

export const pipelineFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    label: trackedFields.status,
    options: salesStatuses,
    defaultValue: 'new',
    required: true,
    index: true,
    admin: sidebar,
  },
  {
    name: 'lostReason',
    type: 'text',
    label: trackedFields.lostReason,
    maxLength: 500,
    admin: {
      ...sidebar,
      condition: (data) => data?.status === 'lost',
    },
    validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
      siblingData?.status === 'lost' && !String(value ?? '').trim() ? 'กรุณาระบุเหตุผลที่ไม่สำเร็จ' : true,
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: trackedFields.assignee,
    index: true,
    // The picker offers the sales members who take leads now (by name: users' title), and keeps
    // whoever holds the record (an admin as the fallback, a member since on leave) so it can be
    // saved as it is.
    filterOptions: ({ siblingData }) => {
      const holder = relationId((siblingData as { assignee?: unknown } | undefined)?.assignee)
      const takingLeads: Where = {
        and: [
          { role: { equals: 'sales' } },
          { active: { equals: true } },
          { available: { equals: true } },
        ],
      }
      return holder === null ? takingLeads : { or: [takingLeads, { id: { equals: holder } }] }
    },
    admin: sidebar,
  },
  {
    // Not kept on the record: the hook moves it into the history entry of the handover.
    name: 'handoverReason',
    type: 'text',
    label: handoverReasonLabel,
    maxLength: 300,
    admin: {
      ...sidebar,
      description: {
        th: 'ต้องระบุเมื่อเปลี่ยนผู้รับผิดชอบจากคนเดิม เก็บไว้ในประวัติการทำงาน',
        en: 'Required when the record moves from one assignee to another; kept in the history.',
      },
    },
  },
  {
    // A repeat enquiry of the same person (features/sales/routing.ts links it on arrival by phone or
    // e-mail); staff link two records the rules missed here, or clear a wrong link.
    name: 'enquiryOf',
    type: 'relationship',
    relationTo: 'leads',
    label: trackedFields.enquiryOf,
    index: true,
    admin: {
      ...sidebar,
      description: {
        th: 'ผู้สนใจรายแรกของบุคคลนี้ ระบบเชื่อมให้เมื่อเบอร์โทรหรืออีเมลตรงกัน แก้หรือล้างได้ถ้าเชื่อมผิด',
        en: 'The first lead of the same person; linked on arrival by phone or e-mail.',
      },
    },
  },
  {
    name: 'responseDueAt',
    type: 'date',
    label: { th: 'ควรติดต่อครั้งแรกภายใน', en: 'First contact due' },
    index: true,
    admin: {
      ...sidebar,
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      condition: (data) => Boolean(data?.responseDueAt) && !data?.firstContactedAt,
      components: thaiDate,
    },
  },
  // Server-written: when routing on arrival ran, and when it was escalated (once).
  { name: 'routedAt', type: 'date', index: true, admin: { hidden: true } },
  { name: 'escalatedAt', type: 'date', admin: { hidden: true } },
  {
    name: 'nextFollowUpAt',
    type: 'date',
    label: trackedFields.nextFollowUpAt,
    index: true,
    admin: {
      ...sidebar,
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' },
      components: thaiDate,
    },
  },
  {
    name: 'firstContactedAt',
    type: 'date',
    label: { th: 'ติดต่อครั้งแรก', en: 'First contacted' },
    index: true,
    admin: {
      ...sidebar,
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      components: thaiDate,
    },
  },
  {
    name: 'lastContactedAt',
    type: 'date',
    label: { th: 'ติดต่อล่าสุด', en: 'Last contacted' },
    index: true,
    admin: {
      ...sidebar,
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      components: thaiDate,
    },
  },
]

export const staffNotesField: Field = {
  name: 'staffNotes',
  type: 'textarea',
  label: trackedFields.staffNotes,
  maxLength: 5000,
}

export const activityField: Field = {
  name: 'activity',
  type: 'array',
  label: { th: 'ประวัติการทำงาน', en: 'Activity' },
  labels: {
    singular: { th: 'รายการ', en: 'Entry' },
    plural: { th: 'รายการ', en: 'Entries' },
  },
  admin: {
    readOnly: true,
    initCollapsed: true,
    components: { RowLabel: '@/features/sales/admin/history-row-label.client#ActivityRowLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'at',
          type: 'date',
          label: { th: 'เมื่อ', en: 'When' },
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, components: thaiDate },
        },
        { name: 'by', type: 'relationship', relationTo: 'users', label: { th: 'โดย', en: 'By' } },
        {
          name: 'field',
          type: 'select',
          label: { th: 'สิ่งที่เปลี่ยน', en: 'Changed' },
          required: true,
          options: Object.entries(historyFieldLabels).map(([value, label]) => ({ value, label })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', label: { th: 'จาก', en: 'From' } },
        { name: 'to', type: 'text', label: { th: 'เป็น', en: 'To' } },
      ],
    },
    // Why a contact detail was corrected.
    { name: 'reason', type: 'text', label: { th: 'เหตุผล', en: 'Reason' } },
  ],
}

type PipelineDoc = Partial<Record<TrackedField | keyof typeof historyFieldLabels, unknown>> & {
  activity?: unknown[] | null
  firstContactedAt?: string | null
  lastContactedAt?: string | null
}

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object'
    ? ((value as { id: number | string }).id ?? null)
    : ((value as number | string | null | undefined) ?? null)

const statusLabel = (value: unknown) =>
  salesStatuses.find((status) => status.value === value)?.label.th ?? String(value ?? '')

/**
 * Appends one history entry per tracked field the update changes, and keeps the contact times:
 * the first move out of "new" (other than to spam) is the first contact; any change of status or
 * note is the last. Whatever the request says about the history or the times is replaced.
 */
export const recordPipelineActivity: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const next = data as PipelineDoc
  const before = (operation === 'update' ? originalDoc : undefined) as PipelineDoc | undefined
  next.activity = before?.activity ?? []
  next.firstContactedAt = before?.firstContactedAt ?? null
  next.lastContactedAt = before?.lastContactedAt ?? null
  if (!before) return data

  const now = new Date().toISOString()
  const entries: Record<string, unknown>[] = []
  const correction = req.context?.contactCorrection as ContactCorrection | undefined
  if (correction) {
    const field = correction.field as keyof PipelineDoc
    entries.push({
      at: now,
      by: idOf(req.user),
      field: correction.field,
      from: String(before[field] ?? ''),
      to: String(next[field] ?? ''),
      reason: correction.reason,
    })
  }
  const userName = async (value: unknown) => {
    const id = idOf(value)
    if (id === null) return ''
    const user = await req.payload
      .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    return user ? user.name || user.email : String(id)
  }
  const leadName = async (value: unknown) => {
    const id = idOf(value)
    if (id === null) return ''
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    return lead ? `#${id} ${lead.fullname}` : `#${id}`
  }
  const handoverReason = String((next as { handoverReason?: unknown }).handoverReason ?? '').trim()
  ;(next as { handoverReason?: unknown }).handoverReason = null
  const routing = req.context?.salesRouting as string | undefined
  for (const field of Object.keys(trackedFields) as TrackedField[]) {
    if (!(field in next)) continue
    const changed =
      field === 'assignee' || field === 'enquiryOf'
        ? idOf(before[field]) !== idOf(next[field])
        : field === 'nextFollowUpAt'
          ? dateValue(before.nextFollowUpAt) !== dateValue(next.nextFollowUpAt)
          : String(before[field] ?? '') !== String(next[field] ?? '')
    if (!changed) continue
    let from = ''
    let to = ''
    if (field === 'status') {
      from = statusLabel(before.status)
      to = statusLabel(next.status)
    } else if (field === 'assignee') {
      from = await userName(before.assignee)
      to = await userName(next.assignee)
      // A person taking a record from a colleague says why; routing on arrival says how.
      if (req.user && idOf(before.assignee) !== null && !handoverReason) {
        throw fieldRefused(req, {
          collection: req.routeParams?.collection as string | undefined,
          path: 'handoverReason',
          label: handoverReasonLabel,
          message: handoverRequired,
        })
      }
      const reason = req.user ? handoverReason : (routing ?? '')
      if (reason) {
        entries.push({ at: now, by: idOf(req.user), field, from, to, reason })
        continue
      }
    } else if (field === 'enquiryOf') {
      from = await leadName(before.enquiryOf)
      to = await leadName(next.enquiryOf)
    } else if (field === 'staffNotes') {
      to = String(next.staffNotes ?? '').slice(0, noteExcerptLength)
    } else {
      from = String(before[field] ?? '')
      to = String(next[field] ?? '')
    }
    entries.push({ at: now, by: idOf(req.user), field, from, to })
  }
  const call = req.context?.loggedCall as LoggedCall | undefined
  if (call) entries.push({ at: now, by: idOf(req.user), field: 'call', to: call.text })
  const escalatedTo = req.context?.salesEscalated as string | undefined
  if (escalatedTo) entries.push({ at: now, by: null, field: 'escalated', to: escalatedTo })
  if (entries.length === 0) return data

  const statusChanged = entries.some((entry) => entry.field === 'status')
  const nowContacted = statusChanged && contactedStatuses.has(String(next.status))
  // A logged call is a contact whatever came of it (a first attempt within the target counts).
  const contacted = nowContacted || Boolean(call)
  if (contacted && !next.firstContactedAt) next.firstContactedAt = now
  if (contacted || entries.some((entry) => entry.field === 'staffNotes')) next.lastContactedAt = now
  next.activity = [...next.activity, ...entries]
  return data
}

function dateValue(value: unknown): number | null {
  if (!value) return null
  const time = new Date(value as string).getTime()
  return Number.isNaN(time) ? null : time
}
