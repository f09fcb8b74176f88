import { ArrowRight, CircleCheck, CircleX } from '@/components/ui/icons'

import { SectionHeading } from '@/components/ui/section-heading'
import type { ProblemSolution, SectionIntro } from '@/content/types'

type ProblemsSectionProps = {
  content: {
    intro: SectionIntro
    pairs: ProblemSolution[]
    problemLabel: string
    solutionLabel: string
  }
}

/** Four everyday problems of a clinic, each beside how the system solves it. */
export function ProblemsSection({ content }: ProblemsSectionProps) {
  return (
    <section
      id="problems"
      aria-labelledby="problems-title"
      className="bg-primary-50/60 section-y render-when-near"
    >
      <div className="container-page">
        <SectionHeading id="problems-title" intro={content.intro} />
        <ol className="mt-12 space-y-4">
          {content.pairs.map(({ problem, solution }) => (
            <li
              key={problem.title}
              className="grid items-stretch gap-3 md:grid-cols-[1fr_auto_1fr] md:gap-4"
            >
              <div className="rounded-card border border-red-100 bg-white p-5">
                <p className="flex items-center gap-2 text-sm font-medium text-red-700">
                  <CircleX aria-hidden="true" className="size-5" />
                  {content.problemLabel}
                </p>
                <h3 className="mt-2 text-lg font-bold">{problem.title}</h3>
                <p className="mt-1 text-muted">{problem.description}</p>
              </div>
              <ArrowRight
                aria-hidden="true"
                className="mx-auto size-7 rotate-90 self-center text-primary-600 md:rotate-0"
              />
              <div className="rounded-card border border-primary-200 bg-white p-5 shadow-soft">
                <p className="flex items-center gap-2 text-sm font-medium text-primary-700">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  {content.solutionLabel}
                </p>
                <h3 className="mt-2 text-lg font-bold">{solution.title}</h3>
                <p className="mt-1 text-muted">{solution.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
