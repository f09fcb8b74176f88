import type { PayloadRequest } from 'payload'

import { contentTags, expireCacheTags } from '@/kernel/content/cache'
import { inRequestTransaction } from '@/kernel/db/transaction'
import { relationId } from '@/kernel/text/relation-id'
import type { Experiment, Page } from '@/payload-types'

import { experimentText } from './content'
import { reloadExperiments } from './registry'
import { moveExperimentStatus } from './repository'
import { experimentFigures } from './results'
import { heroOf, withVariantHero } from './variant'

const text = experimentText.th

/** A start or an end the test's state does not allow, with the reason in Thai. */
export class ExperimentRefused extends Error {}

async function experimentOf(req: PayloadRequest, id: number) {
  return (await req.payload.findByID({
    collection: 'experiments',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Experiment
}

async function publishedPage(req: PayloadRequest, pageId: number) {
  return (await req.payload.findByID({
    collection: 'pages',
    id: pageId,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })) as Page
}

/** The public pages and the production server's table of running tests, after a change. */
async function tellTheSite(req: PayloadRequest) {
  await reloadExperiments(req)
  await expireCacheTags([contentTags.pages, contentTags.experiments], (message) =>
    req.payload.logger.warn(message),
  )
}

/** The other tests running on the page. */
async function othersRunning(req: PayloadRequest, pageId: number, id: number) {
  const { totalDocs } = await req.payload.count({
    collection: 'experiments',
    where: {
      and: [
        { page: { equals: pageId } },
        { status: { equals: 'running' } },
        { id: { not_equals: id } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * Starts a test: its page must be published and have a hero, and run no other test. From now on
 * each view of the page shows A or B at random (features/experiments/pick.mjs). Two tests of one page
 * started at the same moment: each checks again once it runs, and one that finds the other
 * running steps back (both, if they find each other; the member is asked to try again).
 */
export async function startExperiment(req: PayloadRequest, id: number): Promise<Experiment> {
  const experiment = await experimentOf(req, id)
  if (experiment.status !== 'draft') throw new ExperimentRefused(text.alreadyRunning)
  const pageId = relationId(experiment.page)
  const page = pageId === null ? null : await publishedPage(req, pageId)
  if (!pageId || !page || page._status !== 'published') {
    throw new ExperimentRefused(text.pageNotPublished)
  }
  if (!heroOf(page.layout ?? [])) throw new ExperimentRefused(text.noHero)
  if ((await othersRunning(req, pageId, id)) > 0) throw new ExperimentRefused(text.alreadyRunning)
  const started = await inRequestTransaction(req, async () => {
    if (!(await moveExperimentStatus(req, id, 'draft', 'running'))) {
      throw new ExperimentRefused(text.alreadyRunning)
    }
    return (await req.payload.update({
      collection: 'experiments',
      id,
      data: { status: 'running', startedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      context: { experimentAction: true },
      req,
    })) as Experiment
  })
  if ((await othersRunning(req, pageId, id)) > 0) {
    await req.payload.update({
      collection: 'experiments',
      id,
      data: { status: 'draft', startedAt: null },
      depth: 0,
      overrideAccess: true,
      context: { experimentAction: true },
      req,
    })
    throw new ExperimentRefused(text.alreadyRunning)
  }
  await tellTheSite(req)
  return started
}

/**
 * Ends a running test and keeps `keep`: B becomes the page's hero, published as a new version of
 * the page (the one before stays in its history); A leaves the page as it is. The test keeps its
 * figures at the end. All in one transaction, which one of two members ending it at once makes.
 */
export async function endExperiment(
  req: PayloadRequest,
  id: number,
  keep: 'a' | 'b',
): Promise<Experiment> {
  const ended = await inRequestTransaction(req, async () => {
    const experiment = await experimentOf(req, id)
    if (experiment.status !== 'running') throw new ExperimentRefused(text.notRunning)
    if (!(await moveExperimentStatus(req, id, 'running', 'ended'))) {
      throw new ExperimentRefused(text.notRunning)
    }
    const figures = await experimentFigures(req.payload, id, req)
    const pageId = relationId(experiment.page)
    if (keep === 'b' && pageId !== null) {
      const page = await publishedPage(req, pageId)
      await req.payload.update({
        collection: 'pages',
        id: pageId,
        data: {
          layout: withVariantHero(page.layout ?? [], {
            headline: experiment.headline,
            headlineHighlight: experiment.headlineHighlight,
            promise: experiment.promise,
            demoLabel: experiment.demoLabel,
            image: experiment.image,
          }),
          _status: 'published',
        },
        draft: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return (await req.payload.update({
      collection: 'experiments',
      id,
      data: {
        status: 'ended',
        endedAt: new Date().toISOString(),
        kept: keep,
        summary: { a: figures.a, b: figures.b, test: figures.test },
      },
      depth: 0,
      overrideAccess: true,
      context: { experimentAction: true },
      req,
    })) as Experiment
  })
  await tellTheSite(req)
  return ended
}
