import { getTranslation } from '@payloadcms/translations'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import type { DocumentViewServerProps, PaginatedDocs, TypeWithVersion, Where } from 'payload'
import { formatAdminURL, hasDraftsEnabled } from 'payload/shared'

import { versionHistoryText } from '@/kernel/admin/text'
import { relationId } from '@/kernel/text/relation-id'
import { formatListMoment } from '@/kernel/text/thai-date'

/** Versions a page of the history shows. */
const perPage = 20

type VersionDoc = TypeWithVersion<{ _status?: 'draft' | 'published'; lastEditedBy?: unknown }> & {
  autosave?: boolean
}

/**
 * A document's version history in place of Payload's (`admin.components.views.edit.versions` of
 * the articles, campaign pages and content globals): when each version was saved, in Bangkok time
 * with the Buddhist year whatever the browser's zone, who saved it by name, and whether it is the
 * published one; no version-ID column. Each row opens Payload's own version screen, which compares
 * it with the current version and restores it. Read with the member's own access.
 */
export async function VersionHistory({
  initPageResult: { collectionConfig, globalConfig, docID, req },
  searchParams,
}: DocumentViewServerProps) {
  const { payload, i18n } = req
  const language = i18n.language === 'en' ? 'en' : 'th'
  const text = versionHistoryText[language]
  const requested = Number(
    Array.isArray(searchParams?.page) ? searchParams.page[0] : searchParams?.page,
  )
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const slug = collectionConfig?.slug ?? globalConfig?.slug ?? ''
  const common = { depth: 0, limit: perPage, page, sort: '-updatedAt', overrideAccess: false, req }

  const ofDoc: Where = collectionConfig ? { parent: { equals: docID } } : {}
  const isPublished: Where = { 'version._status': { equals: 'published' } }
  const published: Where = collectionConfig ? { and: [ofDoc, isPublished] } : isPublished
  // Only documents with drafts have a published state (a query of it elsewhere is refused).
  const drafts = hasDraftsEnabled((collectionConfig ?? globalConfig)!)
  const newest = { ...common, where: published, limit: 1, page: 1 }
  const none = Promise.resolve({ docs: [] })
  const [versions, newestPublished] = (await Promise.all(
    collectionConfig
      ? [
          payload.findVersions({ ...common, collection: slug as 'articles', where: ofDoc }),
          drafts ? payload.findVersions({ ...newest, collection: slug as 'articles' }) : none,
        ]
      : [
          payload.findGlobalVersions({ ...common, slug: slug as 'pricing' }),
          drafts ? payload.findGlobalVersions({ ...newest, slug: slug as 'pricing' }) : none,
        ],
  )) as unknown as [PaginatedDocs<VersionDoc>, { docs: VersionDoc[] }]
  const publishedId = newestPublished.docs[0]?.id

  // The members who saved these versions, by name (an e-mail while they have none).
  const authorIds = [
    ...new Set(versions.docs.map((doc) => relationId(doc.version?.lastEditedBy))),
  ].filter((id): id is number => id !== null)
  const authors = new Map<number, string>()
  if (authorIds.length) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { id: { in: authorIds } },
      depth: 0,
      limit: authorIds.length,
      pagination: false,
      overrideAccess: false,
      req,
    })
    for (const user of docs) authors.set(user.id, user.name || user.email)
  }

  const adminRoute = payload.config.routes.admin
  const versionHref = (id: number | string) =>
    formatAdminURL({
      adminRoute,
      path: collectionConfig
        ? `/collections/${slug}/${docID}/versions/${id}`
        : `/globals/${slug}/versions/${id}`,
    })
  const pageHref = (to: number) => `?page=${to}`
  const stateOf = (doc: VersionDoc) => {
    if (doc.autosave) return text.autosave
    if (doc.version?._status === 'published') {
      return doc.id === publishedId ? text.currentlyPublished : text.published
    }
    return text.draft
  }
  const authorOf = (doc: VersionDoc) => {
    const id = relationId(doc.version?.lastEditedBy)
    if (id === null) return text.unknownAuthor
    return authors.get(id) ?? text.removedAuthor
  }
  const pluralLabel = collectionConfig
    ? getTranslation(collectionConfig.labels.plural, i18n)
    : getTranslation(globalConfig?.label ?? slug, i18n)

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID ?? undefined}
        pluralLabel={pluralLabel}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={text.heading}
      />
      <main className="versions" data-testid="version-history">
        <Gutter className="versions__wrap">
          <h2 className="versions__heading">{text.heading}</h2>
          {versions.docs.length === 0 ? (
            <p>{text.empty}</p>
          ) : (
            <div className="table">
              <table>
                <caption className="versions__caption">{text.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.savedAt}</th>
                    <th scope="col">{text.by}</th>
                    {drafts ? <th scope="col">{text.state}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {versions.docs.map((doc) => (
                    <tr key={doc.id}>
                      <td>
                        <Link href={versionHref(doc.id)} prefetch={false}>
                          <time dateTime={new Date(doc.updatedAt).toISOString()}>
                            {formatListMoment(doc.updatedAt, language)}
                          </time>
                        </Link>
                      </td>
                      <td>{authorOf(doc)}</td>
                      {drafts ? <td>{stateOf(doc)}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {versions.totalPages > 1 ? (
            <nav aria-label={text.pages} className="versions__pages">
              {versions.hasPrevPage ? (
                <Link href={pageHref(page - 1)} rel="prev">
                  {text.previous}
                </Link>
              ) : null}
              <span>{text.page(page, versions.totalPages)}</span>
              {versions.hasNextPage ? (
                <Link href={pageHref(page + 1)} rel="next">
                  {text.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </Gutter>
      </main>
    </>
  )
}
