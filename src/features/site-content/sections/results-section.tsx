import { Quote } from '@/components/ui/icons'
import type { ResultMetric, SectionIntro, SuccessStory } from '@/kernel/content/types'

import { HeadedSection } from './headed-section'
import { StatFigure } from './stat-figure'

type ResultsSectionProps = {
  content: {
    intro: SectionIntro
    metrics: ResultMetric[]
    stories: SuccessStory[]
    storiesHeading: string
  }
}

/** Measured results and three clinics' stories. */
export function ResultsSection({ content }: ResultsSectionProps) {
  return (
    <HeadedSection
      id="results"
      intro={content.intro}
      className="bg-primary-900 section-y text-white"
      inverted
    >
      <dl className="mt-12 flex flex-wrap justify-center gap-4">
        {content.metrics.map((metric) => (
          <StatFigure
            key={metric.label}
            label={metric.label}
            value={metric.value}
            className="flex w-[calc(50%-0.5rem)] flex-col rounded-card bg-white/10 p-5 ring-1 ring-white/15 md:w-[calc(25%-0.75rem)]"
            labelClassName="font-medium"
            valueClassName="text-3xl font-bold text-accent-400 md:text-4xl"
            valueTestId="result-value"
          >
            <dd className="order-3 mt-1 text-sm text-primary-100">{metric.description}</dd>
          </StatFigure>
        ))}
      </dl>
      <h3 className="mt-16 text-center text-2xl font-bold">{content.storiesHeading}</h3>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {content.stories.map((story) => (
          <li key={story.clinic}>
            <figure className="flex h-full flex-col rounded-card bg-white p-6 text-ink shadow-soft">
              <Quote aria-hidden="true" className="size-7 text-primary-300" />
              <p className="mt-2 inline-flex self-start rounded-full bg-accent-100 px-3 py-0.5 text-sm font-bold text-accent-800">
                {story.highlight}
              </p>
              <blockquote className="mt-3 flex-1 text-muted">“{story.quote}”</blockquote>
              <figcaption className="mt-5 border-t border-line pt-4">
                <span className="block font-bold">{story.person}</span>
                <span className="block text-sm text-muted">
                  {story.role} · {story.clinic} ({story.location})
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
