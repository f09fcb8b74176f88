import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Which channel already told sales of which lead or registration (lib/notifications): a retried
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
      options: ['email', 'webhook', 'line'],
    },
  ],
}
