import { previewText } from '../content/preview'
import { PageMain } from '../layout/page-main'
import { LivePreviewRefresh } from './live-preview-refresh.client'

type Shown = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Around a draft in the live preview: the page exactly as it will render, a slim note that this
 * is a draft nobody else sees (or, once everything shown is published, that visitors see it),
 * and a refresh on every save in the editor. `shown` are the documents the page is made of.
 */
export function PreviewFrame({ children, shown }: { children: React.ReactNode; shown: Shown[] }) {
  const published = shown.every((document) => document?._status === 'published')
  return (
    <>
      <aside
        aria-label={previewText.metaTitle}
        data-status={published ? 'published' : 'draft'}
        className={`sticky top-16 z-30 px-4 py-1.5 text-center text-sm ${
          published ? 'bg-emerald-100 text-emerald-950' : 'bg-amber-100 text-amber-950'
        }`}
      >
        {published ? previewText.publishedBanner : previewText.banner}
      </aside>
      {children}
      <LivePreviewRefresh />
    </>
  )
}

/** A preview opened by a staff member whose role does not edit the site's content. */
export function PreviewForbidden() {
  return (
    <PageMain className="container-page py-20 text-center">
      <h1 className="text-2xl font-bold">{previewText.forbiddenTitle}</h1>
      <p className="mt-3 text-muted">{previewText.forbiddenDescription}</p>
    </PageMain>
  )
}

/** A preview of a campaign page that does not exist (yet): its slug was never saved. */
export function PreviewMissing() {
  return (
    <PageMain className="container-page py-20 text-center">
      <h1 className="text-2xl font-bold">{previewText.missingTitle}</h1>
      <p className="mt-3 text-muted">{previewText.missingDescription}</p>
    </PageMain>
  )
}
