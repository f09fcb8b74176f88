import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { authenticatedOrPublishedCover } from '@/kernel/access/authenticated-or-published-cover'
import { contentTeam } from '@/kernel/access/by-role'
import { env } from '@/kernel/env'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/** Image sizes the site uses; sharp makes each one in WebP on upload. */
const mediaSizes = {
  card: { width: 600, height: 338 },
  large: { width: 1400 },
  og: { width: 1200, height: 630 },
} as const

/** Images for articles (covers). On local disk by default; changed by staff. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: authenticatedOrPublishedCover,
    create: contentTeam,
    update: contentTeam,
    delete: contentTeam,
  },
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    defaultColumns: ['filename', 'alt', 'updatedAt'],
  },
  labels: {
    singular: { th: 'รูปภาพ', en: 'Image' },
    plural: { th: 'คลังรูปภาพ', en: 'Images' },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { th: 'คำอธิบายรูป (สำหรับผู้ใช้โปรแกรมอ่านหน้าจอ)', en: 'Alternative text' },
      required: true,
      maxLength: 200,
    },
  ],
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    formatOptions: webp,
    resizeOptions: { width: 2400, withoutEnlargement: true },
    imageSizes: [
      { name: 'card', ...mediaSizes.card, position: 'centre', formatOptions: webp },
      { name: 'large', ...mediaSizes.large, withoutEnlargement: true, formatOptions: webp },
      { name: 'og', ...mediaSizes.og, position: 'centre', formatOptions: webp },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
}
