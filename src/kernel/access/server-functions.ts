import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { headers as requestHeaders } from 'next/headers'
import {
  Forbidden,
  getPayload,
  type ImportMap,
  type PayloadRequest,
  type SanitizedConfig,
  type ServerFunctionClientArgs,
} from 'payload'

import { standingOf } from '@/kernel/access/roles'

import { scheduleTarget } from './jobs'
import { memberMay } from './may'

/**
 * The admin's server functions (the `Next-Action` posts its screens make), each behind the door
 * (kernel/access/door.ts). Payload registers these by name in @payloadcms/next; a name not listed here is
 * refused, so a server function a Payload upgrade adds stays closed until it is reviewed
 * (tests/int/one-door.int.spec.ts compares this list with the installed Payload's).
 */
export const payloadServerFunctions = [
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
] as const

const known = new Set<string>(payloadServerFunctions)

type ScheduleArgs = {
  req: PayloadRequest
  type?: 'publish' | 'unpublish'
  date?: unknown
  deleteID?: number | string
  doc?: { relationTo?: string; value?: unknown }
  global?: string
}

/**
 * Scheduling or cancelling a publication needs the right to publish that document now: Payload's
 * own handler checks only that the member reaches the admin, and queues or deletes the job with
 * full access.
 */
export async function guardedSchedulePublish(args: ScheduleArgs) {
  const { req } = args
  if (args.deleteID !== undefined) {
    const job = await req.payload
      .findByID({
        collection: 'payload-jobs',
        id: args.deleteID,
        depth: 0,
        overrideAccess: true,
      })
      .catch(() => null)
    const target =
      job?.taskSlug === 'schedulePublish'
        ? scheduleTarget((job.input ?? {}) as Record<string, unknown>)
        : null
    if (!target || !(await memberMay(req, target, 'update', { _status: 'published' }))) {
      throw new Forbidden(req.t)
    }
  }
  const wanted = scheduleTarget(args as Record<string, unknown>)
  if (!wanted && args.deleteID === undefined) throw new Forbidden(req.t)
  if (wanted && !(await memberMay(req, wanted, 'update', { _status: 'published' }))) {
    throw new Forbidden(req.t)
  }
  return schedulePublishHandler(args as never)
}

/**
 * Runs one admin server function for the member of the request: a name Payload registers and we
 * reviewed, and a member the door admits. A member who still owes the second factor, or one it
 * refuses, gets nothing; without a member, only the screen that creates the very first one
 * (Payload's rule too). The functions themselves read through the wrapped access rules.
 * `headers` are the request's (the admin layout passes Next's).
 */
export async function guardedServerFunction(
  args: ServerFunctionClientArgs & {
    config: Promise<SanitizedConfig> | SanitizedConfig
    importMap: ImportMap
  },
  headers?: Headers,
): Promise<unknown> {
  if (!known.has(args.name)) throw new Forbidden()
  const payload = await getPayload({ config: args.config, importMap: args.importMap })
  const { user } = await payload.auth({ headers: headers ?? (await requestHeaders()) })
  const standing = standingOf(user as never)
  if (standing === 'refused' || standing === 'second-factor') throw new Forbidden()
  if (standing === 'anonymous') {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) throw new Forbidden()
  }
  // Loaded here: the admin's layouts module brings its stylesheets, which only Next can load.
  const { handleServerFunctions } = await import('@payloadcms/next/layouts')
  return handleServerFunctions({
    ...args,
    serverFunctions: { 'schedule-publish': guardedSchedulePublish as never },
  })
}
