import type {
  ClinicMarkShape,
  PdpaBlock,
  PdpaNotice,
  ComparisonRow,
  EquipmentItem,
  FaqItem,
  IconKey,
  Package,
  SectionIntro,
} from '@/kernel/content/types'
import type {
  ContactBlock,
  EquipmentBlock,
  FaqBlock,
  FeaturesBlock,
  HeroBlock,
  Pricing,
  PricingBlock,
  PrivacyNotice,
  RegisterPage,
  ProblemsBlock,
  ResultsBlock,
  RichTextBlock,
  TrustedBlock,
  UserGroupsBlock,
  WorkflowBlock,
} from '@/payload-types'

import type {
  RegisterDoneText,
  RegisterFormText,
  RegisterSummaryText,
} from '@/features/registrations'

/**
 * From what the CMS stores to what the section components take (their props are the shapes of
 * kernel/content/types.ts): one mapper per block, so a section renders the same whether its content
 * was typed by marketing or seeded from the starting content.
 */

type Texts = { text: string }[] | null | undefined
const texts = (list: Texts): string[] => (list ?? []).map((row) => row.text)

type Intro = { eyebrow: string; title: string; description: string }
const intro = ({ eyebrow, title, description }: Intro): SectionIntro => ({
  eyebrow,
  title,
  description,
})

export function heroContent(block: HeroBlock) {
  const image = typeof block.image === 'object' ? block.image : null
  return {
    eyebrow: block.eyebrow,
    headline: block.headline,
    headlineHighlight: block.headlineHighlight,
    promise: block.promise,
    demoLabel: block.demoLabel,
    lineLabel: block.lineLabel,
    highlights: texts(block.highlights),
    image:
      image?.url && image.width && image.height
        ? { url: image.url, alt: image.alt ?? '', width: image.width, height: image.height }
        : null,
  }
}

export function trustedContent(block: TrustedBlock) {
  return {
    intro: intro(block.intro),
    logos: (block.logos ?? []).map(({ name, initials, shape }) => ({
      name,
      initials,
      shape: shape as ClinicMarkShape,
    })),
    stats: (block.stats ?? []).map(({ value, label }) => ({ value, label })),
  }
}

export function problemsContent(block: ProblemsBlock) {
  return {
    intro: intro(block.intro),
    problemLabel: block.problemLabel,
    solutionLabel: block.solutionLabel,
    pairs: (block.pairs ?? []).map((pair) => ({
      problem: { title: pair.problemTitle, description: pair.problemDescription },
      solution: { title: pair.solutionTitle, description: pair.solutionDescription },
    })),
  }
}

export function userGroupsContent(block: UserGroupsBlock) {
  return {
    intro: intro(block.intro),
    groups: (block.groups ?? []).map((group) => ({
      role: group.role,
      title: group.title,
      description: group.description,
      icon: group.icon as IconKey,
      benefits: texts(group.benefits),
    })),
  }
}

export function featuresContent(block: FeaturesBlock) {
  return {
    intro: intro(block.intro),
    features: (block.features ?? []).map((feature) => ({
      icon: feature.icon as IconKey,
      title: feature.title,
      description: feature.description,
      points: texts(feature.points),
    })),
  }
}

export function workflowContent(block: WorkflowBlock) {
  return {
    intro: intro(block.intro),
    steps: (block.steps ?? []).map((step, index) => ({
      number: index + 1,
      title: step.title,
      description: step.description,
      time: step.time,
    })),
  }
}

export function resultsContent(block: ResultsBlock) {
  return {
    intro: intro(block.intro),
    metrics: (block.metrics ?? []).map(({ value, label, description }) => ({
      value,
      label,
      description,
    })),
    storiesHeading: block.storiesHeading,
    stories: (block.stories ?? []).map(({ clinic, location, quote, person, role, highlight }) => ({
      clinic,
      location,
      quote,
      person,
      role,
      highlight,
    })),
  }
}

/** The packages as the pricing section, the sign-up page and the server's totals read them. */
function packagesOf(pricing: Pick<Pricing, 'packages'>): Package[] {
  return (pricing.packages ?? []).map((pkg) => ({
    id: pkg.key.toLowerCase() as Package['id'],
    name: pkg.name,
    subtitle: pkg.subtitle,
    yearlyPrice: pkg.yearlyPrice,
    monthlyPriceText: pkg.monthlyPriceText,
    suitability: pkg.suitability,
    popular: Boolean(pkg.popular),
    users: pkg.users,
    storage: pkg.storage,
    ...(pkg.doctors ? { doctors: pkg.doctors } : {}),
    support: pkg.support,
    features: texts(pkg.features),
  }))
}

export function pricingContent(block: Pick<PricingBlock, 'intro'>, pricing: Pricing) {
  const comparison: ComparisonRow[] = (pricing.comparison ?? []).map((row) => ({
    feature: row.feature,
    included: { mini: Boolean(row.mini), more: Boolean(row.more), ultimate: Boolean(row.ultimate) },
  }))
  const { id: _id, ...labels } = pricing.labels as Pricing['labels'] & { id?: string }
  return {
    intro: intro(block.intro),
    packages: packagesOf(pricing),
    comparison,
    benefits: texts(pricing.benefits),
    note: pricing.note,
    labels,
  }
}

export function equipmentContent(block: Pick<EquipmentBlock, 'intro'>, pricing: Pricing) {
  const items: EquipmentItem[] = (pricing.equipment ?? []).map((item) => {
    const [a = '', b = '', c = '', d = ''] = texts(item.features)
    return {
      name: item.name,
      model: item.model,
      price: item.price,
      description: item.description,
      features: [a, b, c, d],
      icon: item.icon as IconKey,
    }
  })
  return {
    intro: intro(block.intro),
    items,
    note: pricing.equipmentNote,
    labels: { currency: pricing.equipmentLabels.currency, model: pricing.equipmentLabels.model },
  }
}

export function faqContent(block: FaqBlock) {
  const items: FaqItem[] = (block.items ?? []).map(({ question, answer }) => ({ question, answer }))
  return {
    intro: intro(block.intro),
    items,
    closing: {
      title: block.closing.title,
      description: block.closing.description,
      expertLabel: block.closing.expertLabel,
      lineLabel: block.closing.lineLabel,
    },
  }
}

export function richTextHtml(block: RichTextBlock): string {
  return block.html ?? ''
}

export function contactContent(block: ContactBlock) {
  return { title: block.title, description: block.description }
}

/** The privacy notice as /pdpa draws it: sections numbered in order, anchored by their name. */
export function privacyNoticeContent(notice: PrivacyNotice): PdpaNotice {
  return {
    title: notice.title,
    effectiveText: notice.effectiveText,
    effectiveDate: notice.effectiveDate.slice(0, 10),
    intro: texts(notice.intro),
    sections: (notice.sections ?? []).map((section, index) => ({
      id: section.anchor,
      number: index + 1,
      title: section.title,
      blocks: (section.content ?? []).map((row): PdpaBlock =>
        row.kind === 'ul'
          ? { type: 'ul', items: texts(row.items) }
          : { type: 'p', text: row.text ?? '' },
      ),
    })),
  }
}

/** A group's texts without the row id Payload adds. */
function withoutId<T extends object>(group: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = group as T & { id?: unknown }
  return rest
}

/** The sign-up page's texts as the page and its form take them. */
export function registerContent(page: RegisterPage) {
  const summary = withoutId(page.summary)
  const done = withoutId(page.done)
  return {
    title: page.title,
    metaDescription: page.metaDescription,
    eyebrow: page.eyebrow,
    intro: page.intro,
    form: withoutId(page.form) as RegisterFormText,
    summary: { ...summary, promises: texts(summary.promises) } as RegisterSummaryText,
    done: { ...done, steps: texts(done.steps) } as RegisterDoneText,
  }
}
