import type { Access, CollectionConfig, PayloadRequest } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import { activityText } from '@/kernel/activity/kinds'
import { activityLogSlug, addressHashOf, noteActivity } from '@/kernel/activity/log'

/**
 * Exports under the staff rules and in the activity log: the sales team makes and opens exports of
 * leads and registrations; only admins those of the activity log; each export made and each file
 * downloaded is an entry (who, which export, which collection, how many rows: no data).
 */
export const mayCreateExport: Access = ({ req, data }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  return (
    role === 'sales' &&
    (data as { collectionSlug?: string } | undefined)?.collectionSlug !== activityLogSlug
  )
}

export const exportReadAccess: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role === 'sales') return { collectionSlug: { not_equals: activityLogSlug } }
  return false
}

type ExportDoc = { id: number | string; collectionSlug?: string | null; filename?: string | null }

const memberOf = (req: PayloadRequest) => (req.user ? Number(req.user.id) : null)

export function exportActivityHooks(collection: CollectionConfig): CollectionConfig {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return {
    ...collection,
    // The list's "download" streams a CSV without saving an export: logged as a download too.
    endpoints: (collection.endpoints || []).map((endpoint) =>
      endpoint.path !== '/download'
        ? endpoint
        : {
            ...endpoint,
            handler: async (req: PayloadRequest) => {
              // The plugin reads the body itself and checks access on a user it reloads from the
              // database, which carries no second-factor mark: the staff rules are checked here,
              // on the request's own user, and the plugin is handed the body already read.
              let body: { data?: { collectionSlug?: string } } | undefined
              const read = req.json?.bind(req)
              if (read) {
                body = await read().catch(() => undefined)
                req.json = async () => body
              }
              if (!(await mayCreateExport({ req, data: body?.data }))) {
                return Response.json(
                  { code: 403, message: activityText.exportRefused },
                  { status: 403, headers: { 'cache-control': 'no-store' } },
                )
              }
              const response = await endpoint.handler(req)
              if (req.user && response.ok) {
                noteActivity(req.payload, {
                  kind: 'export-downloaded',
                  member: memberOf(req),
                  subject: 'exports/download',
                  detail: body?.data?.collectionSlug ?? '',
                  ipHash: addressHashOf(req.payload.secret, req.headers),
                })
              }
              return response
            },
          },
    ),
    hooks: {
      ...collection.hooks,
      afterChange: [
        ...(collection.hooks?.afterChange ?? []),
        ({ doc, operation, req }) => {
          if (operation === 'create' && req.user) {
            const made = doc as ExportDoc
            noteActivity(req.payload, {
              kind: 'export-created',
              member: memberOf(req),
              subject: `exports/${made.id}`,
              detail: made.collectionSlug ?? '',
              ipHash: addressHashOf(req.payload.secret, req.headers),
            })
          }
          return doc
        },
      ],
    },
    upload: {
      ...upload,
      // Runs once the file's access has been checked, before the file is served.
      handlers: [
        async (req, { doc, params }) => {
          // An admin's access is `true`, so Payload looked no document up: find it by its file.
          const file =
            doc && typeof doc === 'object' && 'id' in doc
              ? (doc as unknown as ExportDoc)
              : ((
                  await req.payload.find({
                    collection: collection.slug as 'exports',
                    where: { filename: { equals: params.filename } },
                    limit: 1,
                    depth: 0,
                    overrideAccess: true,
                  })
                ).docs[0] as unknown as ExportDoc | undefined)
          if (req.user && file) {
            noteActivity(req.payload, {
              kind: 'export-downloaded',
              member: memberOf(req),
              subject: `exports/${file.id}`,
              detail: file.collectionSlug ?? '',
              ipHash: addressHashOf(req.payload.secret, req.headers),
            })
          }
          return undefined
        },
        ...(upload.handlers ?? []),
      ],
    },
  }
}
