import { Icon } from '@/components/ui/icon'
import type { Feature, SectionIntro } from '@/kernel/content/types'

import { CardGrid } from './card-grid'
import { HeadedSection } from './headed-section'

type FeaturesSectionProps = { content: { intro: SectionIntro; features: Feature[] } }

/** The eight feature cards (id features). */
export function FeaturesSection({ content }: FeaturesSectionProps) {
  return (
    <HeadedSection
      id="features"
      intro={content.intro}
      className="bg-primary-50/60 section-y render-when-near"
    >
      <CardGrid
        items={content.features}
        itemKey={(feature) => feature.title}
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        testId="feature-card"
      >
        {(feature) => (
          <>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-600 text-white">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
            <p className="mt-2 text-muted">{feature.description}</p>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {feature.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary-500"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardGrid>
    </HeadedSection>
  )
}
