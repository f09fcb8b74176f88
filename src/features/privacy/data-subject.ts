import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { neutraliseCsvCell } from '@/kernel/admin/csv-safety'
import type { Lead, Registration } from '@/payload-types'

import { idsMatching, unlinkRepeatsOf } from './repository'
import { removeSavedExports } from './saved-files'
import type { SubjectIdentifier } from './validation/data-subject'

/**
 * The privacy notice's section 9, kept: a data subject's leads and sign-ups found by their
 * e-mail address or phone number, handed over as a file (access, portability) or erased, and
 * every step recorded in the request log without the identifier itself.
 */
type SubjectRecords = { leads: Lead[]; registrations: Registration[] }

export async function findSubjectRecords(
  payload: Payload,
  identifier: SubjectIdentifier,
): Promise<SubjectRecords> {
  const [leadIds, registrationIds] = await Promise.all([
    idsMatching(payload, 'leads', identifier),
    idsMatching(payload, 'registrations', identifier),
  ])
  const load = async <T extends 'leads' | 'registrations'>(collection: T, ids: number[]) =>
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection,
            where: { id: { in: ids } },
            depth: 0,
            pagination: false,
            sort: 'createdAt',
            overrideAccess: true,
          })
        ).docs
  const [leads, registrations] = await Promise.all([
    load('leads', leadIds),
    load('registrations', registrationIds),
  ])
  return { leads: leads as Lead[], registrations: registrations as Registration[] }
}

/** What the person is given: their details and our history with them, no internal keys. */
const internal = new Set(['ipHash', 'formToken', 'idempotencyKey'])

function forTheSubject(record: Lead | Registration): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (internal.has(key)) continue
    if (key === 'activity' && Array.isArray(value)) {
      copy.activity = value.map(({ at, field, from, to }) => ({ at, field, from, to }))
    } else if (key === 'assignee' && value !== null && typeof value === 'object') {
      copy.assignee = (value as { id: unknown }).id
    } else {
      copy[key] = value
    }
  }
  return copy
}

type SubjectFile = { body: string; contentType: string; filename: string }

export function subjectExport(
  records: SubjectRecords,
  format: 'json' | 'csv',
  now = new Date(),
): SubjectFile {
  const day = now.toISOString().slice(0, 10)
  const leads = records.leads.map(forTheSubject)
  const registrations = records.registrations.map(forTheSubject)
  if (format === 'json') {
    return {
      body: JSON.stringify({ exportedAt: now.toISOString(), leads, registrations }, null, 2),
      contentType: 'application/json; charset=utf-8',
      filename: `personal-data-${day}.json`,
    }
  }
  // One row per record; the history is written as JSON in its cell.
  const rows = [
    ...leads.map((record) => ({ record: 'lead', ...record })),
    ...registrations.map((record) => ({ record: 'registration', ...record })),
  ]
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const cell = (value: unknown) => {
    const text =
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
    return `"${String(neutraliseCsvCell(text)).replace(/"/g, '""')}"`
  }
  const lines = [
    columns.map(cell).join(','),
    ...rows.map((row) =>
      columns.map((column) => cell((row as Record<string, unknown>)[column])).join(','),
    ),
  ]
  // A byte-order mark so that Excel reads the Thai text as UTF-8.
  return {
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
    contentType: 'text/csv; charset=utf-8',
    filename: `personal-data-${day}.csv`,
  }
}

type ErasureReport = {
  leads: number
  registrations: number
  /** Confirmed records that matched but could not be deleted (the reply and the log say so). */
  failed: { leads: number; registrations: number }
  /** Saved export files of leads or registrations, which may have held the person. */
  exports: number
  /** Queued notifications about the erased records, which would otherwise still be sent. */
  jobs: number
}

/** Queued jobs that name one of the erased records, by the task and input key that name it. */
async function removeJobsAbout(
  payload: Payload,
  erased: { leads: number[]; registrations: number[] },
): Promise<number> {
  const keys = [
    ['notifyLead', 'leadId', new Set(erased.leads)],
    ['notifyRegistration', 'registrationId', new Set(erased.registrations)],
  ] as const
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { in: keys.map(([task]) => task) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const about = docs.filter((job) =>
    keys.some(
      ([task, key, ids]) =>
        job.taskSlug === task &&
        ids.has(Number((job.input as Record<string, unknown> | null)?.[key])),
    ),
  )
  if (about.length === 0) return 0
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { in: about.map((job) => job.id) } },
    overrideAccess: true,
  })
  return about.length
}

type RecordIds = { leads: number[]; registrations: number[] }

/**
 * Deletes leads and registrations of one person, and says exactly which went. Links from any
 * record to a lead being deleted (a repeat enquiry's `enquiryOf`) are cleared first through the
 * table's column, so no history entry names the person: on SQLite such a link would stop the
 * lead's deletion, on PostgreSQL it would be cleared by the database anyway. Registrations go
 * before leads. Every deletion's result is checked; what did not go is returned as failed.
 */
export async function deleteSubjectRecords(
  payload: Payload,
  ids: RecordIds,
  req?: PayloadRequest,
): Promise<{ erased: RecordIds; failed: RecordIds }> {
  const erased: RecordIds = { leads: [], registrations: [] }
  const failed: RecordIds = { leads: [], registrations: [] }
  if (ids.leads.length > 0) await unlinkRepeatsOf(payload, ids.leads, req)
  for (const collection of ['registrations', 'leads'] as const) {
    if (ids[collection].length === 0) continue
    const { docs, errors } = await payload.delete({
      collection,
      where: { id: { in: ids[collection] } },
      overrideAccess: true,
      req,
    })
    const gone = new Set(docs.map((doc) => Number(doc.id)))
    erased[collection] = ids[collection].filter((id) => gone.has(id))
    failed[collection] = ids[collection].filter((id) => !gone.has(id))
    for (const error of errors) {
      payload.logger.error({ msg: `[data-subject] ${collection} not erased`, err: error.message })
    }
  }
  return { erased, failed }
}

/**
 * Erases the records staff confirmed, of those that still match the identifier (a record that
 * arrived after the search waits for the next request; an id that is not the person's is never
 * touched), and everything else that holds them: their history (deleted with them), queued
 * notifications about them, and every saved export of their collections (files and stored
 * filters). Deleted, not anonymised: the person asked for their data to go.
 */
export async function eraseSubjectRecords(
  payload: Payload,
  identifier: SubjectIdentifier,
  confirmed: { leadIds: number[]; registrationIds: number[] },
  req?: PayloadRequest,
): Promise<ErasureReport> {
  const ids: RecordIds = { leads: [], registrations: [] }
  for (const [collection, asked] of [
    ['leads', confirmed.leadIds],
    ['registrations', confirmed.registrationIds],
  ] as const) {
    const matching = new Set(await idsMatching(payload, collection, identifier))
    ids[collection] = asked.filter((id) => matching.has(id))
  }
  const { erased, failed } = await deleteSubjectRecords(payload, ids, req)
  return {
    ...(await removeErasedTraces(payload, erased)),
    failed: { leads: failed.leads.length, registrations: failed.registrations.length },
  }
}

/**
 * What else held erased records: the notifications queued about them and the saved exports of
 * their collections. Shared by the data-subject tool and a restore that erases again.
 */
export async function removeErasedTraces(
  payload: Payload,
  erased: RecordIds,
): Promise<Omit<ErasureReport, 'failed'>> {
  const touched = (['leads', 'registrations'] as const).filter((key) => erased[key].length > 0)
  return {
    leads: erased.leads.length,
    registrations: erased.registrations.length,
    jobs: touched.length ? await removeJobsAbout(payload, erased) : 0,
    exports: await removeSavedExports(payload, touched),
  }
}

/**
 * Proof that a request about this identifier was handled, without the identifier: an HMAC keyed
 * with the server's secret, so the same address always gives the same value and nobody without
 * the secret can test guesses against the log.
 */
export function identifierHash(secret: string, identifier: SubjectIdentifier): string {
  return createHmac('sha256', secret)
    .update(`data-subject:${identifier.kind}:${identifier.value}`)
    .digest('hex')
}
