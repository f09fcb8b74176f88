import { ChevronDown } from '@/components/ui/icons'
import type { FaqItem } from '@/kernel/content/types'

import { OneOpenAtATime } from './one-open-at-a-time.client'

/** The name that makes the answers one exclusive group (HTML's `<details name>`). */
const group = 'faq-answers'

/**
 * The questions as HTML disclosures (`<details>`/`<summary>`): each opens and closes from the
 * first paint, without a script; the first is open initially, and opening one closes the one that
 * was open (the shared `name`; where a browser lacks it, OneOpenAtATime does the same). Answers
 * stay in the HTML, so they are indexed and found with the browser's search.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <OneOpenAtATime
      name={group}
      className="divide-y divide-line rounded-card border border-line bg-white shadow-soft"
    >
      {items.map((item, index) => (
        <details key={item.question} name={group} open={index === 0} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-primary-50/60 md:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-medium">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-primary-600 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-muted md:px-6">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </OneOpenAtATime>
  )
}
