import type { Payload } from 'payload'

import { initialCookiePolicy } from '@/kernel/consent/policy'
import type { SectionIntro } from '@/kernel/content/types'
import { env } from '@/kernel/env'
import { buildSiteConfig } from '@/kernel/site'
import type { Config } from '@/payload-types'

import { pdpaNotice } from '@/features/privacy/content/pdpa'
import {
  registerDoneText,
  registerFormText,
  registerPage,
  registerSummaryText,
} from '@/features/registrations/content/register'
import {
  equipmentItems,
  equipmentLabels,
  equipmentNote,
} from '@/features/site-content/content/equipment'
import { faqItems } from '@/features/site-content/content/faq'
import * as landing from '@/features/site-content/content/landing'
import {
  allPackagesBenefits,
  comparisonRows,
  packages,
  pricingLabels,
  pricingNote,
  vatPercent,
} from '@/features/site-content/content/pricing'

/**
 * The content the site starts with (each capability's content/): the home page's
 * sections, the prices, the contact details, the privacy notice and the sign-up page, each
 * published once when its global has never been saved. From then on the team edits them in the
 * admin and the seed leaves them alone.
 */

type GlobalSlug = Exclude<keyof Config['globals'], 'payload-jobs-stats'>

const rows = (texts: readonly string[]) => texts.map((text) => ({ text }))
const intro = ({ eyebrow, title, description }: SectionIntro) => ({ eyebrow, title, description })

/** The home page's starting sections, in their order. */
export function homeLayout() {
  return [
    { blockType: 'hero' as const, ...landing.hero, highlights: rows(landing.hero.highlights) },
    {
      blockType: 'trusted' as const,
      intro: intro(landing.trustedIntro),
      logos: landing.clinicLogos.map((logo) => ({ ...logo })),
      stats: landing.trustStats.map((stat) => ({ ...stat })),
    },
    {
      blockType: 'problems' as const,
      intro: intro(landing.problemsIntro),
      problemLabel: landing.problemLabels.problem,
      solutionLabel: landing.problemLabels.solution,
      pairs: landing.problemSolutions.map(({ problem, solution }) => ({
        problemTitle: problem.title,
        problemDescription: problem.description,
        solutionTitle: solution.title,
        solutionDescription: solution.description,
      })),
    },
    {
      blockType: 'userGroups' as const,
      intro: intro(landing.userGroupsIntro),
      groups: landing.userGroups.map((group) => ({ ...group, benefits: rows(group.benefits) })),
    },
    {
      blockType: 'features' as const,
      intro: intro(landing.featuresIntro),
      features: landing.features.map((feature) => ({ ...feature, points: rows(feature.points) })),
    },
    {
      blockType: 'workflow' as const,
      intro: intro(landing.workflowIntro),
      steps: landing.workflowSteps.map(({ title, description, time }) => ({
        title,
        description,
        time,
      })),
    },
    {
      blockType: 'results' as const,
      intro: intro(landing.resultsIntro),
      metrics: landing.resultMetrics.map((metric) => ({ ...metric })),
      storiesHeading: landing.resultLabels.storiesHeading,
      stories: landing.successStories.map((story) => ({ ...story })),
    },
    { blockType: 'pricing' as const, intro: intro(landing.pricingIntro) },
    { blockType: 'equipment' as const, intro: intro(landing.equipmentIntro) },
    {
      blockType: 'faq' as const,
      intro: intro(landing.faqIntro),
      items: faqItems.map((item) => ({ ...item })),
      closing: { ...landing.faqClosing },
    },
    { blockType: 'contact' as const, ...landing.contactCta },
  ]
}

export function pricingSeed() {
  return {
    vatPercent,
    packages: packages.map((pkg) => ({
      key: pkg.name as 'Mini' | 'More' | 'Ultimate',
      name: pkg.name,
      subtitle: pkg.subtitle,
      yearlyPrice: pkg.yearlyPrice,
      monthlyPriceText: pkg.monthlyPriceText,
      suitability: pkg.suitability,
      popular: pkg.popular,
      users: pkg.users,
      storage: pkg.storage,
      doctors: pkg.doctors ?? null,
      support: pkg.support,
      features: rows(pkg.features),
    })),
    comparison: comparisonRows.map((row) => ({ feature: row.feature, ...row.included })),
    benefits: rows(allPackagesBenefits),
    note: pricingNote,
    labels: { ...pricingLabels },
    equipment: equipmentItems.map((item) => ({ ...item, features: rows(item.features) })),
    equipmentNote,
    equipmentLabels: { ...equipmentLabels },
  }
}

/** The contact details from the SITE_* variables (or the starting examples). */
function siteSettingsSeed() {
  const site = buildSiteConfig(env)
  return {
    companyName: site.companyName,
    description: site.description,
    phone: site.phone,
    lineId: site.lineId,
    lineUrl: site.lineUrl,
    address: site.address,
    hours: site.hours,
    copyrightYear: site.copyrightYear,
    contact: { ...landing.contactCta },
  }
}

function privacyNoticeSeed() {
  return {
    title: pdpaNotice.title,
    effectiveText: pdpaNotice.effectiveText,
    effectiveDate: pdpaNotice.effectiveDate,
    intro: rows(pdpaNotice.intro),
    sections: pdpaNotice.sections.map((section) => ({
      anchor: section.id,
      title: section.title,
      content: section.blocks.map((block) =>
        block.type === 'ul'
          ? { kind: 'ul' as const, items: rows(block.items) }
          : { kind: 'p' as const, text: block.text },
      ),
    })),
    // The versions the notice had before it moved into the CMS; the first publication records
    // its fingerprints, later changes move them (features/privacy/globals/privacy-notice.ts).
    noticeVersion: initialCookiePolicy.version,
    cookieVersion: initialCookiePolicy.version,
    cookieRevision: initialCookiePolicy.revision,
  }
}

function registerPageSeed() {
  return {
    ...registerPage,
    form: { ...registerFormText },
    summary: {
      ...registerSummaryText,
      promises: rows(registerSummaryText.promises),
    },
    done: { ...registerDoneText, steps: rows(registerDoneText.steps) },
  }
}

/**
 * The page documents' starting content (the sales settings are seeded in seed/index.ts; the
 * security settings start from TWO_FACTOR_REQUIRED_ROLES until an admin saves them).
 */
const seeds: Record<
  Exclude<GlobalSlug, 'sales-settings' | 'security-settings'>,
  () => Record<string, unknown>
> = {
  'home-page': () => ({ layout: homeLayout() }),
  pricing: pricingSeed,
  'site-settings': siteSettingsSeed,
  'privacy-notice': privacyNoticeSeed,
  'register-page': registerPageSeed,
}

/**
 * Whether a global was ever saved (a global nobody saved has no updatedAt). Only that field is
 * read: the whole document, every block and row, took some 0.4 s a global on PostgreSQL, and
 * every start and every integration test file asks for all five.
 */
async function isSaved(payload: Payload, slug: GlobalSlug): Promise<boolean> {
  const doc = (await payload.findGlobal({
    slug,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { updatedAt: true },
  })) as { updatedAt?: string | null }
  return Boolean(doc.updatedAt)
}

/** Publishes each global's starting content, once. */
export async function seedContent(payload: Payload): Promise<void> {
  for (const [slug, data] of Object.entries(seeds) as [
    GlobalSlug,
    () => Record<string, unknown>,
  ][]) {
    if (await isSaved(payload, slug)) continue
    // Site settings keep no drafts: a save is live.
    const status = slug === 'site-settings' ? {} : { _status: 'published' }
    await payload.updateGlobal({
      slug,
      data: { ...data(), ...status } as never,
      overrideAccess: true,
      // Nothing is cached yet; the pages read these when they are built.
      context: { disableRevalidate: true },
    })
    payload.logger.info(`[seed] published the starting content of ${slug}`)
  }
}
