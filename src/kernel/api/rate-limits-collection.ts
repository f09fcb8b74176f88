import type { CollectionConfig } from 'payload'

import { nobody } from '@/kernel/access/nobody'

/**
 * Token buckets of the public endpoints' rate limits (src/kernel/api/shared-rate-limit.ts), kept in the
 * database so that several app instances share them. Internal: no API access, not in the admin.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  access: { create: nobody, read: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  timestamps: false,
  fields: [
    // e.g. "lead:<address>"; one row per bucket.
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'tokens', type: 'number', required: true },
    /** When the bucket was last refilled, in milliseconds since the epoch. */
    { name: 'refilledAt', type: 'number', required: true, index: true },
    /** The verdict of the last take (1 allowed, 0 refused), returned by the same statement. */
    { name: 'allowed', type: 'number', required: true },
  ],
}
