import {
  createLocalReq,
  JobCancelledError,
  type Collection,
  type PayloadRequest,
  type TaskConfig,
  type TaskHandler,
} from 'payload'

import { standingOf } from '@/kernel/access/roles'
import { doorText } from '@/kernel/access/text'
import { noteActivity } from '@/kernel/activity/log'

import { memberMay, type Target } from './may'

type Input = Record<string, unknown>
type Relation = { relationTo?: string; value?: unknown } | null | undefined

/**
 * The tasks that act for the member who queued them, with how each names that member and what
 * the member must still be allowed to do when it runs. Payload's scheduled publication reloads
 * the member and acts with their access; the import-export plugin's tasks do the same.
 */
const memberActing: Record<
  string,
  {
    member: (input: Input) => number | string | undefined
    what: (input: Input) => string
    subject: (input: Input) => string | null
    may: (req: PayloadRequest, input: Input) => Promise<boolean>
  }
> = {
  schedulePublish: {
    member: (input) => (input.user as Relation)?.value as number | string | undefined,
    what: (input) =>
      input.type === 'unpublish' ? doorText.scheduledUnpublish : doorText.scheduledPublish,
    subject: (input) => {
      const target = scheduleTarget(input)
      return target ? (target.global ?? `${target.collection}/${target.id}`) : null
    },
    may: async (req, input) => {
      const target = scheduleTarget(input)
      return target ? memberMay(req, target, 'update', { _status: 'published' }) : false
    },
  },
  createCollectionExport: {
    member: (input) => input.userID as number | string | undefined,
    what: () => doorText.scheduledExport,
    subject: (input) => (typeof input.collectionSlug === 'string' ? input.collectionSlug : null),
    may: async (req, input) => {
      const exports = (req.payload.collections as Record<string, Collection | undefined>)[
        String(input.exportCollection ?? 'exports')
      ]
      const rule = exports?.config.access.create
      return Boolean(rule && (await rule({ req, data: { collectionSlug: input.collectionSlug } })))
    },
  },
  createCollectionImport: {
    member: (input) => input.userID as number | string | undefined,
    what: () => doorText.scheduledImport,
    subject: (input) => (typeof input.importId === 'string' ? `imports/${input.importId}` : null),
    may: async (req, input) => {
      const imports = (req.payload.collections as Record<string, Collection | undefined>)[
        String(input.importCollection ?? 'imports')
      ]
      const rule = imports?.config.access.create
      return Boolean(rule && (await rule({ req })))
    },
  },
}

/** The document or global a scheduled publication is about. */
export function scheduleTarget(input: Input): Target | null {
  const doc = input.doc as Relation
  if (doc?.relationTo && doc.value !== undefined && doc.value !== null) {
    const value = doc.value as number | string | { id?: number | string }
    const id = typeof value === 'object' ? value.id : value
    if (id !== undefined) return { collection: doc.relationTo, id }
  }
  if (typeof input.global === 'string') return { global: input.global }
  return null
}

/**
 * A task that acts for a member runs only while that member could still do it now: the member
 * exists, is active with a role (the door, kernel/access/roles.ts), and their role may still do it. The
 * second factor was passed when it was queued, through the same door (the admin's server
 * functions, REST). Otherwise the job is cancelled (Payload does not retry a cancelled job) and
 * the reason is written to the activity log, where admins read it.
 */
export function actAsTheMemberWhoQueued(task: TaskConfig): TaskConfig {
  const rule = memberActing[task.slug]
  if (!rule || typeof task.handler !== 'function') return task
  const handler = task.handler as TaskHandler<never>
  const guarded = (async (args: Parameters<TaskHandler<never>>[0]) => {
    const input = (args.input ?? {}) as Input
    const { payload } = args.req
    const memberId = rule.member(input)
    if (memberId !== undefined) {
      const member = await payload
        .findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true })
        .catch(() => null)
      const standing = standingOf(member ? { ...member, collection: 'users' } : null)
      let reason: string | null = null
      if (!member) reason = doorText.jobCancelled.memberGone
      else if (standing !== 'admitted') reason = doorText.jobCancelled.memberInactive
      else {
        const req = await createLocalReq({ user: { ...member, collection: 'users' } }, payload)
        if (!(await rule.may(req, input))) reason = doorText.jobCancelled.memberNoRight
      }
      if (reason) {
        // Not awaited: the log is appended outside the job's own writes (kernel/activity/log.ts).
        noteActivity(payload, {
          kind: 'job-cancelled',
          member: member ? Number(member.id) : null,
          subject: rule.subject(input),
          detail: doorText.jobCancelledDetail(rule.what(input), reason),
        })
        throw new JobCancelledError(doorText.jobCancelledDetail(rule.what(input), reason))
      }
    }
    return handler(args as never)
  }) as unknown as TaskConfig['handler']
  return { ...task, handler: guarded }
}
