import { Children, type ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { SectionHeading } from '@/components/ui/section-heading'
import type { SectionIntro } from '@/kernel/content/types'

type HeadedSectionProps = {
  /** The section's anchor; its heading's id, which names the section, is `${id}-title`. */
  id: string
  intro: SectionIntro
  className?: string
  /** Adds to the page container's classes (a narrower column). */
  containerClassName?: string
  /** The heading's colours for a dark background. */
  inverted?: boolean
  children: ReactNode
}

/** A landing section opened by its heading (SectionHeading), in the page container. */
export function HeadedSection({
  id,
  intro,
  className,
  containerClassName,
  inverted,
  children,
}: HeadedSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={cn('container-page', containerClassName)}>
        {/* One list of the heading and the section's own children, as if written in one place:
            the ids React's useId gives a component inside depend on that shape. */}
        {[
          <SectionHeading key="heading" id={`${id}-title`} intro={intro} inverted={inverted} />,
          ...Children.toArray(children),
        ]}
      </div>
    </section>
  )
}
