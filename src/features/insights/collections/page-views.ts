import type { CollectionConfig } from 'payload'

import { hasRole } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { deviceTypeOptions } from '@/kernel/admin/named-options'
import { channelLabels, channels } from '@/kernel/attribution/channel'

/**
 * Page views counted without cookies or personal data (features/insights/views): one row per Bangkok day, page,
 * campaign, channel, device type, whether the view began a visit and the A/B variant shown, with
 * how many views it had. The funnel on the team's dashboard reads it; the retention job keeps two
 * years. Written only by the counter (one statement per row adds to `views`), never the API.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  access: {
    read: hasRole('admin', 'marketing'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: { hidden: true },
  labels: {
    singular: { th: 'ยอดเข้าชมหน้า', en: 'Page views' },
    plural: { th: 'ยอดเข้าชมหน้า', en: 'Page views' },
  },
  lockDocuments: false,
  fields: [
    // The row's dimensions in one unique value: the counter adds to the row it names.
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'page', type: 'text', required: true, index: true },
    { name: 'campaign', type: 'text', index: true },
    {
      name: 'channel',
      type: 'select',
      required: true,
      options: channels.map((value) => ({ value, label: channelLabels[value] })),
    },
    {
      name: 'deviceType',
      type: 'select',
      required: true,
      options: deviceTypeOptions,
    },
    // The view began a visit (it did not come from a link on the site itself).
    { name: 'entry', type: 'checkbox', required: true, defaultValue: false },
    // `<test id>:a` or `:b` while a test ran on the page, else empty.
    { name: 'experiment', type: 'text', index: true },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
  ],
}
