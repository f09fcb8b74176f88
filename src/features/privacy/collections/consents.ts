import type { CollectionConfig } from 'payload'

import { adminOnly, contentTeam } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { namedOptions } from '@/kernel/admin/named-options'
import { consentCategories } from '@/kernel/consent/policy'

import { consentCategoryNames } from '../content/admin'

/** necessary, analytics, advertising: the cookie categories. */
const consentCategoryOptions = namedOptions(consentCategories, consentCategoryNames)

const readOnly = { readOnly: true }

/**
 * Cookie-consent choices (PDPA record keeping): a random id, the categories, the policy version
 * and the time. No personal data. Written only by POST /api/public/consents; staff read them.
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  access: {
    create: nobody,
    // The consent statistics are marketing's; the records are deleted by the retention rules only.
    read: contentTeam,
    update: nobody,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'consentId',
    defaultColumns: ['createdAt', 'consentId', 'categories', 'policyVersion'],
    group: { th: 'ความเป็นส่วนตัว', en: 'Privacy' },
  },
  labels: {
    singular: { th: 'บันทึกความยินยอมคุกกี้', en: 'Cookie consent' },
    plural: { th: 'บันทึกความยินยอมคุกกี้', en: 'Cookie consents' },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'consentId',
      type: 'text',
      label: { th: 'รหัสความยินยอม', en: 'Consent id' },
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      label: { th: 'หมวดที่ยินยอม', en: 'Accepted categories' },
      options: consentCategoryOptions,
      admin: readOnly,
    },
    {
      name: 'policyVersion',
      type: 'text',
      label: { th: 'เวอร์ชันนโยบาย', en: 'Policy version' },
      required: true,
      admin: readOnly,
    },
  ],
}
