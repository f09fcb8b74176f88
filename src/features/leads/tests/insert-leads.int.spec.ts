// The lead endpoint stores leads and queues their jobs with one multi-row insert per table
// (features/leads/repository.ts), past Payload's per-document pipeline. These tests fail when that
// shortcut and Payload's own create or queue would store something different: a new create-time
// hook, a field default, a nested table, or a new column in the jobs table.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { notifyLeadTask } from '@/features/sales/jobs'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { insertLeads, type LeadRow } from '../repository'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

beforeEach(async () => {
  await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'leads', where: {}, overrideAccess: true })
})

const lead = (key: string): LeadRow => ({
  fullname: 'สมชาย ใจดี',
  phone: '0812345678',
  email: `${key}@clinic.example`,
  organizationType: 'คลินิกความงาม',
  description: 'อยากดูระบบนัดหมาย',
  status: 'new',
  userAction: 'submit_form',
  utmSource: 'facebook',
  utmMedium: 'cpc',
  utmCampaign: 'launch',
  landingPage: '/lp/launch',
  deviceType: 'mobile',
  consentNoticeVersion: '2026-01',
  ipHash: 'a'.repeat(64),
  userAgent: 'Mozilla/5.0',
  idempotencyKey: `key-${key}`,
  formToken: `token-${key}`,
})

/** A stored document without what differs by nature between two records. */
const comparable = (doc: Record<string, unknown>) => {
  const { id: _id, createdAt: _c, updatedAt: _u, arrivedAt: _a, ...rest } = doc
  return { ...rest, email: undefined, idempotencyKey: undefined, formToken: undefined }
}

describe('the raw lead insert', () => {
  it('runs where Payload runs only the hooks it reproduces', () => {
    const { hooks } = payload.collections.leads.config
    const createTime = {
      beforeOperation: hooks.beforeOperation,
      beforeValidate: hooks.beforeValidate,
      beforeChange: hooks.beforeChange,
      afterChange: hooks.afterChange,
      afterOperation: hooks.afterOperation,
    }
    // rejectMalformedQueries checks a query's filters (kernel/admin/query-guard.ts) and has
    // nothing to check on a create; recordPipelineActivity starts a new record with an empty
    // history and no contact times, which the table's defaults give the raw insert too;
    // noteRecordViewed and noteRecordsListed log a staff member's read of one record or a list
    // (features/activity-log/viewed.ts), never a create.
    expect(
      Object.fromEntries(
        Object.entries(createTime).map(([name, list]) => [
          name,
          (list ?? []).map((hook) => hook.name),
        ]),
      ),
      'a create-time hook was added to leads: features/leads/repository.ts skips it',
    ).toEqual({
      beforeOperation: ['rejectMalformedQueries'],
      beforeValidate: [],
      beforeChange: ['recordPipelineActivity'],
      afterChange: [],
      afterOperation: ['noteRecordViewed', 'noteRecordsListed'],
    })
  })

  it('has no create-time field hook but the phone one, whose form the endpoint gives already', () => {
    const hooked = payload.collections.leads.config.flattenedFields.flatMap((field) => {
      const hooks = 'hooks' in field ? field.hooks : undefined
      return [...(hooks?.beforeValidate ?? []), ...(hooks?.beforeChange ?? [])].map(
        (hook) => `${field.name}: ${hook.name}`,
      )
    })
    // The lead schema (features/leads/validation/lead.ts) stores the canonical phone the hook would make.
    expect(
      hooked,
      'a leads field gained a create-time hook: features/leads/repository.ts skips it',
    ).toEqual(['phone: storeCanonicalPhone'])
  })

  it('stores the same lead, history and job as Payload would', async () => {
    const [outcome] = await insertLeads(payload, [lead('raw')], notifyLeadTask)
    expect(outcome).toBe('stored')
    const viaPayload = await payload.create({
      collection: 'leads',
      data: lead('api'),
      overrideAccess: true,
    })

    const stored = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'raw@clinic.example' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    const raw = stored.docs[0]
    const reread = await payload.findByID({
      collection: 'leads',
      id: viaPayload.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(
      comparable(raw as unknown as Record<string, unknown>),
      'a lead inserted by features/leads/repository.ts differs from one Payload creates',
    ).toEqual(comparable(reread as unknown as Record<string, unknown>))

    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: reread.id } })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(jobs.docs).toHaveLength(2)
    const [rawJob, queuedJob] = jobs.docs.map((job) => {
      const { id: _id, createdAt: _c, updatedAt: _u, input, ...rest } = job
      return { ...rest, leadId: (input as { leadId: number }).leadId }
    })
    expect(rawJob.leadId).toBe(raw.id)
    expect(
      { ...rawJob, leadId: 0 },
      'a job queued by features/leads/repository.ts differs from one payload.jobs.queue() makes',
    ).toEqual({ ...queuedJob, leadId: 0 })
  })
})
