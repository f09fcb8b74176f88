import type { CollectionAdminOptions, CollectionConfig, Field } from 'payload'

import { adminOnly, salesTeam } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import type { RecordSummary } from '@/kernel/record-summary'

import { noteRecordsListed, noteRecordViewed } from '@/features/activity-log'

import { correctContactEndpoint } from '../endpoints/correct-contact'
import { logCallEndpoint } from '../endpoints/log-call'
import { activityField, pipelineFields, recordPipelineActivity } from './pipeline'
import {
  anonymisedAtField,
  arrivedAtField,
  contactCorrectionField,
  hideSpamUnlessAsked,
  onlyPipelineWritable,
  quickActionsField,
} from './sales-fields'

type SalesCollectionOptions = {
  slug: 'leads' | 'registrations'
  labels: CollectionConfig['labels']
  admin: Pick<
    CollectionAdminOptions,
    'useAsTitle' | 'defaultColumns' | 'listSearchableFields' | 'description'
  >
  /** The record's own fields, shown between the contact correction and the history. */
  fields: Field[]
  /** What the record says of itself when sales is told of it (kernel/record-summary.ts). */
  summary: (record: never) => RecordSummary
}

/**
 * A collection of the sales team's records (leads, registrations): created only by the public
 * endpoints, read and worked on by sales, deleted by an admin; listed without spam, newest first,
 * under "งานขาย" with the saved list views; the pipeline, quick actions, contact correction,
 * history and retention mark around the record's own fields, every field but the pipeline's
 * read-only through the API; the history hook and the staff endpoints (correction, call log).
 */
export function salesCollection({
  slug,
  labels,
  admin,
  fields,
  summary,
}: SalesCollectionOptions): CollectionConfig {
  return {
    slug,
    access: {
      create: nobody,
      read: salesTeam,
      update: salesTeam,
      // Sales close a record as lost or spam; deleting one is an admin's decision.
      delete: adminOnly,
    },
    admin: {
      ...admin,
      baseListFilter: hideSpamUnlessAsked,
      components: {
        beforeListTable: [
          '@/features/sales/admin/sales-list-views#SalesListViews',
          '@/features/sales/admin/sales-phone-list#SalesPhoneList',
        ],
      },
      group: { th: 'งานขาย', en: 'Sales' },
    },
    labels,
    defaultSort: '-createdAt',
    fields: onlyPipelineWritable([
      quickActionsField,
      ...pipelineFields,
      anonymisedAtField,
      contactCorrectionField,
      ...fields,
      activityField,
      arrivedAtField,
    ]),
    hooks: {
      beforeChange: [recordPipelineActivity],
      afterOperation: [noteRecordViewed, noteRecordsListed],
    },
    endpoints: [correctContactEndpoint(slug), logCallEndpoint(slug)],
    timestamps: true,
    custom: { salesSummary: summary },
  }
}
