import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload, TypedUser } from 'payload'
import { cache } from 'react'

import { initialCookiePolicy, type CookiePolicy } from '@/kernel/consent/policy'
import { contentTags } from '@/kernel/content/cache'
import { getAppPayload } from '@/kernel/payload'
import { siteIdentity, toTelHref } from '@/kernel/site'
import type { SiteConfig } from '@/kernel/site-defaults'
import { relationId } from '@/kernel/text/relation-id'
import type {
  HomePage,
  Page,
  Pricing,
  PrivacyNotice,
  RegisterPage,
  SiteSetting,
} from '@/payload-types'

import type { RunningExperiment } from '@/features/experiments'

/**
 * The published content the public pages are built from: each document read once into the data
 * cache under its tag (no timer: publishing expires the tag), and shared within a render.
 */
const cached = <T>(tag: string, read: (payload: Payload) => Promise<T>, name: string = tag) =>
  cache(unstable_cache(async () => read(await getAppPayload()), ['content', name], { tags: [tag] }))

const globalOf =
  <T>(slug: 'home-page' | 'pricing' | 'site-settings' | 'privacy-notice' | 'register-page') =>
  async (payload: Payload) =>
    (await payload.findGlobal({ slug, depth: 0, draft: false, overrideAccess: true })) as T

export const readHomePage = cached(contentTags.home, globalOf<HomePage>('home-page'))
export const readPricing = cached(contentTags.pricing, globalOf<Pricing>('pricing'))
export const readSiteSettings = cached(contentTags.site, globalOf<SiteSetting>('site-settings'))
export const readPrivacyNotice = cached(
  contentTags.privacy,
  globalOf<PrivacyNotice>('privacy-notice'),
)
export const readRegisterPage = cached(
  contentTags.register,
  globalOf<RegisterPage>('register-page'),
)

/** Every published campaign page, in one cache entry: an unknown slug costs no query. */
export const readCampaignPages = cached(contentTags.pages, async (payload) => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs as Page[]
})

export async function readCampaignPage(slug: string): Promise<Page | null> {
  return (await readCampaignPages()).find((page) => page.slug === slug) ?? null
}

/** Every A/B test running now, with its page's slug and its variant, in one cache entry. */
export const readRunningExperiments = cached(contentTags.experiments, async (payload) => {
  const { docs } = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs.flatMap((doc): RunningExperiment[] => {
    const page = typeof doc.page === 'object' ? doc.page : null
    if (!page?.slug) return []
    return [
      {
        id: doc.id,
        pageSlug: page.slug,
        variant: {
          headline: doc.headline,
          headlineHighlight: doc.headlineHighlight,
          promise: doc.promise,
          demoLabel: doc.demoLabel,
          image: doc.image ?? null,
        },
      },
    ]
  })
})

/**
 * Every A/B test ever made of a campaign page, as the ids of the tests by the page's id (one cache
 * entry, under the tests' tag and a key of its own: the key, not the tag, tells entries apart):
 * variant B's address of a test that ended is the page as published, of no test a 404.
 */
export const readExperimentPages = cached(
  contentTags.experiments,
  async (payload) => {
    const { docs } = await payload.find({
      collection: 'experiments',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { page: true },
    })
    return docs.map((doc) => ({ id: Number(doc.id), page: relationId(doc.page) }))
  },
  'experiment-pages',
)

/** The test running on a campaign page, if one is. */
export async function readRunningExperiment(slug: string): Promise<RunningExperiment | null> {
  return (await readRunningExperiments()).find((test) => test.pageSlug === slug) ?? null
}

/** The cookie policy of the published notice, which the banner asks about. */
export async function readCookiePolicy(): Promise<CookiePolicy> {
  const notice = await readPrivacyNotice()
  return {
    version: notice.cookieVersion ?? initialCookiePolicy.version,
    revision: notice.cookieRevision ?? initialCookiePolicy.revision,
  }
}

/** The site's contact details: the published settings with the identity set in SITE_*. */
export async function readSite(): Promise<SiteConfig> {
  return siteConfigOf(await readSiteSettings())
}

function siteConfigOf(settings: SiteSetting): SiteConfig {
  return {
    ...siteIdentity(),
    companyName: settings.companyName,
    description: settings.description,
    phone: settings.phone,
    phoneHref: toTelHref(settings.phone),
    lineId: settings.lineId,
    lineUrl: settings.lineUrl,
    address: settings.address,
    hours: settings.hours,
    copyrightYear: settings.copyrightYear,
  }
}

/** A document's latest draft, as the staff member may read it (the live preview). */
export async function readDraft<T>(
  user: TypedUser,
  target:
    | { global: 'home-page' | 'pricing' | 'site-settings' | 'privacy-notice' | 'register-page' }
    | { page: string },
): Promise<T | null> {
  const payload = await getAppPayload()
  if ('global' in target) {
    return (await payload.findGlobal({
      slug: target.global,
      depth: 1,
      draft: true,
      overrideAccess: false,
      user,
    })) as T
  }
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: target.page } },
    draft: true,
    depth: 1,
    limit: 1,
    overrideAccess: false,
    user,
  })
  return (docs[0] as T) ?? null
}
