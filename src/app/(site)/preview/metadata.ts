import type { Metadata } from 'next'

import { previewText } from '@/features/site-content/content/preview'

/** A preview is for the team: never indexed, never cached. */
export const previewMetadata: Metadata = {
  title: previewText.metaTitle,
  robots: { index: false, follow: false },
}
