import { cn } from '@/components/ui/cn'
import type { SectionIntro } from '@/kernel/content/types'

type SectionHeadingProps = {
  id: string
  intro: SectionIntro
  className?: string
  inverted?: boolean
}

/** Eyebrow, h2 and one-paragraph description that open each landing section. */
export function SectionHeading({ id, intro, className, inverted = false }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      <p
        className={cn(
          'text-sm font-bold tracking-wide',
          inverted ? 'text-primary-200' : 'text-primary-700',
        )}
      >
        {intro.eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-bold md:text-4xl">
        {intro.title}
      </h2>
      <p className={cn('mt-4 text-lg', inverted ? 'text-primary-100' : 'text-muted')}>
        {intro.description}
      </p>
    </div>
  )
}
