import { ArrowRight, CircleCheck, CircleX } from '@/components/ui/icons'
import type { ProblemSolution, SectionIntro } from '@/kernel/content/types'

import { HeadedSection } from './headed-section'

type ProblemsSectionProps = {
  content: {
    intro: SectionIntro
    pairs: ProblemSolution[]
    problemLabel: string
    solutionLabel: string
  }
}

/** The two sides of a pair: the card's border (and shadow), the label's colour and icon. */
const sides = {
  problem: {
    cardClassName: 'rounded-card border border-red-100 bg-white p-5',
    labelClassName: 'flex items-center gap-2 text-sm font-medium text-red-700',
    Mark: CircleX,
  },
  solution: {
    cardClassName: 'rounded-card border border-primary-200 bg-white p-5 shadow-soft',
    labelClassName: 'flex items-center gap-2 text-sm font-medium text-primary-700',
    Mark: CircleCheck,
  },
}

/** One side of a pair: its label (problem or solution), title and description. */
function PairCard({
  side,
  label,
  item,
}: {
  side: keyof typeof sides
  label: string
  item: ProblemSolution['problem']
}) {
  const { cardClassName, labelClassName, Mark } = sides[side]
  return (
    <div className={cardClassName}>
      <p className={labelClassName}>
        <Mark aria-hidden="true" className="size-5" />
        {label}
      </p>
      <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
      <p className="mt-1 text-muted">{item.description}</p>
    </div>
  )
}

/** Four everyday problems of a clinic, each beside how the system solves it. */
export function ProblemsSection({ content }: ProblemsSectionProps) {
  return (
    <HeadedSection
      id="problems"
      intro={content.intro}
      className="bg-primary-50/60 section-y render-when-near"
    >
      <ol className="mt-12 space-y-4">
        {content.pairs.map(({ problem, solution }) => (
          <li
            key={problem.title}
            className="grid items-stretch gap-3 md:grid-cols-[1fr_auto_1fr] md:gap-4"
          >
            <PairCard side="problem" label={content.problemLabel} item={problem} />
            <ArrowRight
              aria-hidden="true"
              className="mx-auto size-7 rotate-90 self-center text-primary-600 md:rotate-0"
            />
            <PairCard side="solution" label={content.solutionLabel} item={solution} />
          </li>
        ))}
      </ol>
    </HeadedSection>
  )
}
