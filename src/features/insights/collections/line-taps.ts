import type { CollectionConfig } from 'payload'

import { adminOnly, hasRole } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { deviceTypeOptions } from '@/kernel/admin/named-options'
import { channelLabels, channels } from '@/kernel/attribution/channel'
import { experimentField } from '@/kernel/attribution/experiment-field'

const readOnly = { readOnly: true }

/**
 * Taps on the site's LINE chat buttons (POST /api/public/line-taps): an enquiry that leaves no
 * form behind, counted next to leads on the dashboard. No personal data: the page, the button's
 * place, the campaign, channel and landing page of the visit, the A/B variant shown, the device
 * type and the Bangkok day.
 */
export const LineTaps: CollectionConfig = {
  slug: 'line-taps',
  access: {
    create: nobody,
    read: hasRole('admin', 'marketing', 'sales'),
    update: nobody,
    delete: adminOnly,
  },
  admin: {
    group: { th: 'งานขาย', en: 'Sales' },
    defaultColumns: ['day', 'page', 'placement', 'campaign', 'channel', 'deviceType'],
    // Searched by the page and the campaign (Payload's default is the record's number).
    listSearchableFields: ['page', 'campaign'],
    description: {
      th: 'การแตะปุ่มแชท LINE บนเว็บไซต์ ไม่มีข้อมูลส่วนบุคคล ใช้ดูว่าแคมเปญใดพาคนมาคุยทาง LINE',
      en: 'Taps on the site’s LINE chat buttons; no personal data.',
    },
  },
  labels: {
    singular: { th: 'การแตะปุ่ม LINE', en: 'LINE tap' },
    plural: { th: 'การแตะปุ่ม LINE', en: 'LINE taps' },
  },
  defaultSort: '-day',
  lockDocuments: false,
  fields: [
    {
      name: 'day',
      type: 'text',
      label: { th: 'วันที่ (เวลาไทย)', en: 'Day (Bangkok)' },
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      name: 'page',
      type: 'text',
      label: { th: 'หน้า', en: 'Page' },
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      name: 'placement',
      type: 'text',
      label: { th: 'ตำแหน่งปุ่ม', en: 'Placement' },
      required: true,
      admin: readOnly,
    },
    { name: 'campaign', type: 'text', label: 'utm_campaign', index: true, admin: readOnly },
    {
      name: 'channel',
      type: 'select',
      label: { th: 'ช่องทาง', en: 'Channel' },
      options: channels.map((value) => ({ value, label: channelLabels[value] })),
      required: true,
      admin: readOnly,
    },
    {
      name: 'deviceType',
      type: 'select',
      label: { th: 'อุปกรณ์', en: 'Device' },
      options: deviceTypeOptions,
      admin: readOnly,
    },
    {
      // The first page of the visit (a path), which the funnel counts the tap under.
      name: 'landingPage',
      type: 'text',
      label: { th: 'หน้าแรกที่เข้าชม', en: 'Landing page' },
      index: true,
      admin: readOnly,
    },
    experimentField,
  ],
}
