import type { Field, GlobalConfig } from 'payload'

import { contentTeam } from '@/kernel/access/by-role'
import { env } from '@/kernel/env'

/**
 * What every page document shares: the content team edits it (sales read nothing of it; the
 * public sees what is published, read by the pages on the server), as drafts that save
 * themselves, with a live preview at phone and desktop width, publishing now or at a set time,
 * and a version history that records who made each version.
 */
export const contentAccess = { read: contentTeam, update: contentTeam, readVersions: contentTeam }

export const pageVersions = {
  // Publication to the minute (a promotion from 00:00), in the admin's Thai time zone.
  drafts: {
    autosave: { interval: 1_500 },
    schedulePublish: { timeIntervals: 1, timeFormat: 'HH:mm' },
  },
  max: 100,
} satisfies GlobalConfig['versions']

/**
 * The breakpoints the live preview offers: a phone and a desktop (Payload takes one plain label
 * here, not one per language; the team works in Thai).
 */
export const previewBreakpoints = [
  { name: 'phone', label: 'มือถือ (375 px)', width: 375, height: 812 },
  { name: 'desktop', label: 'คอมพิวเตอร์ (1440 px)', width: 1440, height: 900 },
]

/** The live preview of a document at `path` (served by app/(site)/preview). */
export const livePreviewAt = (path: string) => ({
  url: `${env.SITE_URL}/preview${path}`,
  breakpoints: previewBreakpoints,
})

/**
 * The version history in our form (kernel/admin/version-history.tsx): who saved each version,
 * Bangkok time, no version ids. For `admin.components.views` of every document with versions.
 */
export const versionHistoryViews = {
  edit: { versions: { Component: '@/kernel/admin/version-history#VersionHistory' } },
}

/** Who saved this version (kept with each version, shown in the history). */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  type: 'relationship',
  relationTo: 'users',
  label: { th: 'แก้ไขล่าสุดโดย', en: 'Last edited by' },
  // Shown once someone has saved: an empty picker on a new article says nothing.
  admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.lastEditedBy) },
  // A colleague's id is the staff's business, not the public API's (articles are read by all).
  access: { read: ({ req }) => Boolean(req.user) },
  hooks: {
    beforeChange: [({ req, value }) => (req.user ? req.user.id : value)],
  },
}
