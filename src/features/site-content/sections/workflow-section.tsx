import { Clock } from '@/components/ui/icons'
import type { SectionIntro, WorkflowStep } from '@/kernel/content/types'

import { HeadedSection } from './headed-section'

type WorkflowSectionProps = { content: { intro: SectionIntro; steps: WorkflowStep[] } }

/** The five steps of a patient visit and the time each takes. */
export function WorkflowSection({ content }: WorkflowSectionProps) {
  return (
    <HeadedSection id="workflow" intro={content.intro} className="section-y render-when-near">
      <ol className="mt-12 grid gap-4 md:grid-cols-5">
        {content.steps.map((step) => (
          <li
            key={step.number}
            className="relative flex flex-col rounded-card border border-line bg-white p-5 shadow-soft"
            data-testid="workflow-step"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-600 text-lg font-bold text-white">
              {step.number}
            </span>
            <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted">{step.description}</p>
            <p className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full bg-accent-100 px-3 py-1 text-sm font-bold text-accent-800">
              <Clock aria-hidden="true" className="size-4" />
              <span data-testid="workflow-time">{step.time}</span>
            </p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  )
}
