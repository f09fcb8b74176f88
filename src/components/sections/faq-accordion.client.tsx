'use client'

import { ChevronDown } from '@/components/ui/icons'
import { useId, useState } from 'react'

import type { FaqItem } from '@/content/types'
import { cn } from '@/lib/cn'

/**
 * One answer open at a time, the first open initially; choosing the open question closes it.
 * Answers stay in the HTML (hidden), so they are indexed and found with the browser's search.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const baseId = useId()

  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white shadow-soft">
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-medium hover:bg-primary-50/60 md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-primary-600 transition-transform duration-200',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-muted md:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
