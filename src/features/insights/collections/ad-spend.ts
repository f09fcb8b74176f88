import { type CollectionConfig } from 'payload'

import { contentTeam } from '@/kernel/access/by-role'
import { publicError } from '@/kernel/api/public-error'
import { formatCount } from '@/kernel/text/format'

/** A month as the spend is entered: YYYY-MM. */
export const spendMonthPattern = /^20\d{2}-(0[1-9]|1[0-2])$/

/**
 * What marketing spent on a campaign (utm_campaign) in a month, entered by hand or imported from a
 * CSV (the list's import: columns `campaign`, `month`, `amountBaht`). One row per campaign and
 * month. The funnel (/admin/funnel) divides it by the campaign's enquiries, qualified leads and
 * customers: cost per lead, per qualified lead and per customer.
 */
export const AdSpend: CollectionConfig = {
  slug: 'ad-spend',
  access: {
    read: contentTeam,
    create: contentTeam,
    update: contentTeam,
    delete: contentTeam,
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['campaign', 'month', 'amountBaht', 'updatedAt'],
    group: { th: 'การตลาด', en: 'Marketing' },
    // What the spend is for and the CSV's column headings, set as code.
    components: {
      Description: '@/features/insights/admin/ad-spend-description.client#AdSpendDescription',
    },
  },
  labels: {
    singular: { th: 'งบโฆษณา', en: 'Ad spend' },
    plural: { th: 'งบโฆษณา', en: 'Ad spend' },
  },
  defaultSort: '-month',
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const campaign = String(data.campaign ?? originalDoc?.campaign ?? '').trim()
        const month = String(data.month ?? originalDoc?.month ?? '')
        const { docs } = await req.payload.find({
          collection: 'ad-spend',
          where: { and: [{ campaign: { equals: campaign } }, { month: { equals: month } }] },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
        if (docs[0] && docs[0].id !== originalDoc?.id) {
          throw publicError(`มีงบของแคมเปญ "${campaign}" เดือน ${month} อยู่แล้ว แก้ไขรายการเดิมแทน`, 409)
        }
        data.campaign = campaign
        data.label = `${campaign} · ${month} · ${formatCount(Number(data.amountBaht ?? originalDoc?.amountBaht ?? 0))} บาท`
        return data
      },
    ],
  },
  fields: [
    {
      name: 'campaign',
      type: 'text',
      required: true,
      index: true,
      maxLength: 200,
      label: { th: 'แคมเปญ (utm_campaign)', en: 'Campaign (utm_campaign)' },
      admin: {
        description: {
          th: 'ชื่อเดียวกับ utm_campaign ในลิงก์โฆษณา',
          en: 'The utm_campaign of the ads’ links',
        },
      },
    },
    {
      name: 'month',
      type: 'text',
      required: true,
      index: true,
      label: { th: 'เดือน (ปปปป-ดด ค.ศ.)', en: 'Month (YYYY-MM)' },
      validate: (value: string | null | undefined) =>
        value && spendMonthPattern.test(value) ? true : 'กรอกเดือนแบบ ปปปป-ดด เป็นปี ค.ศ. เช่น 2026-11',
    },
    {
      name: 'amountBaht',
      type: 'number',
      required: true,
      min: 0,
      max: 100_000_000,
      label: { th: 'งบที่ใช้ (บาท)', en: 'Spend (THB)' },
    },
    {
      // The title the list searches ("ค้นหาด้วยแคมเปญ เดือน หรือยอดงบ"), made by the hook above.
      name: 'label',
      type: 'text',
      label: { th: 'แคมเปญ เดือน หรือยอดงบ', en: 'campaign, month or amount' },
      admin: { hidden: true },
    },
  ],
}
