import type { CollectionConfig } from 'payload'

import { nobody } from '@/kernel/access/nobody'

/**
 * Which channel already told sales of which lead or registration (features/notifications): a retried
 * notification job sends only what did not go out. Holds a derived event key, never the record's
 * content. Internal: no API access, not in the admin; purged after 30 days.
 */
export const NotificationDeliveries: CollectionConfig = {
  slug: 'notification-deliveries',
  access: { create: nobody, read: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  lockDocuments: false,
  fields: [
    // "<event key>:<channel>": one row per channel and event.
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    {
      name: 'channel',
      type: 'select',
      required: true,
      // assignee: the personal message to the record's salesperson (LINE, or e-mail without
      // LINE); burst: one of a member's few message slots in a minute; digest: a claim that a
      // held burst's summary is queued; escalation: a late
      // response told to an admin; line-event: a LINE webhook event already handled.
      options: [
        'email',
        'webhook',
        'line',
        'assignee',
        'burst',
        'digest',
        'escalation',
        'line-event',
      ],
    },
    // The staff member a personal message went to, and the record it was about ("leads:12"), so
    // a burst's held messages can be summed up in one digest.
    { name: 'recipient', type: 'number', index: true },
    { name: 'subject', type: 'text' },
    { name: 'held', type: 'checkbox', index: true },
  ],
}
