import type { Payload, PayloadRequest } from 'payload'

import { shared } from '@/kernel/runtime.mjs'
import { cancelOnStop } from '@/kernel/server/lifecycle'

/**
 * The A/B tests running now, by their campaign page's slug, for the production server's choice of
 * a variant per view (features/experiments/pick.mjs asks `lookup` through the runtime registry,
 * src/kernel/runtime.mjs, as it runs outside Next's bundle): loaded when Payload starts, reloaded at once when this instance starts or ends a
 * test or renames its page, and within 10 s when another one does.
 */
export type ExperimentRegistry = {
  table: Map<string, number>
  payload?: Payload
  signature?: string
  lookup: (slug: string) => number | undefined
}

function registry(): ExperimentRegistry {
  return shared('experiments', () => ({
    table: new Map(),
    lookup: (slug) => registry().table.get(slug),
  }))
}

/** The running tests: their ids, their pages' slugs and when they last changed. */
async function running(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 1,
    populate: { pages: { slug: true } },
    overrideAccess: true,
    select: { page: true, updatedAt: true },
    req,
  })
  return docs.flatMap((doc) => {
    const slug = typeof doc.page === 'object' ? doc.page?.slug : undefined
    return slug ? [{ id: Number(doc.id), slug, updatedAt: doc.updatedAt }] : []
  })
}

async function load(payload: Payload, req?: PayloadRequest): Promise<void> {
  const tests = await running(payload, req)
  const signature = signatureOf(tests)
  if (signature === registry().signature) return
  registry().table = new Map(tests.map((test) => [test.slug, test.id]))
  registry().signature = signature
}

/** What the table depends on: a test started, ended or changed, or its page renamed. */
const signatureOf = (tests: Awaited<ReturnType<typeof running>>) =>
  tests.map((test) => `${test.id}@${test.updatedAt}@${test.slug}`).join(',')

/**
 * Loads the running tests now and keeps them current (called when the server starts); returns
 * what stops the refreshing (a test file that started it, in a process that goes on).
 */
export async function startExperimentRegistry(payload: Payload): Promise<() => void> {
  registry().payload = payload
  await load(payload).catch((error) =>
    payload.logger.error({ err: error }, '[experiments] the running tests could not be loaded'),
  )
  const timer = setInterval(async () => {
    try {
      await load(payload)
    } catch (error) {
      payload.logger.warn({ err: error }, '[experiments] refresh failed')
    }
  }, 10_000)
  timer.unref()
  const stop = () => clearInterval(timer)
  const forget = cancelOnStop(stop)
  return () => {
    forget()
    stop()
  }
}

/** After a test started or ended, or its page was renamed, on this instance: the table at once. */
export async function reloadExperiments(req?: PayloadRequest): Promise<void> {
  const { payload } = registry()
  if (payload) await load(payload, req)
}

/**
 * `label` (a variant, `<test id>:a|b`) when that test is running on `page` (its campaign page's
 * path), else '': a view the browser reports cannot credit a test that does not exist, has ended
 * or runs on another page.
 */
export function runningVariant(label: string, page: string): string {
  const test = /^(\d{1,9}):[ab]$/.exec(label)?.[1]
  const slug = /^\/lp\/([^/?]+)/.exec(page)?.[1]
  if (!test || !slug) return ''
  return registry().lookup(slug) === Number(test) ? label : ''
}
