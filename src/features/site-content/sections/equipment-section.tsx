import { Icon } from '@/components/ui/icon'
import type { EquipmentItem, SectionIntro } from '@/kernel/content/types'
import { formatBaht } from '@/kernel/text/format'

import { CardGrid } from './card-grid'
import { HeadedSection } from './headed-section'

type EquipmentSectionProps = {
  content: {
    intro: SectionIntro
    items: EquipmentItem[]
    note: string
    labels: { currency: string; model: string }
  }
}

/** Optional hardware that works with the system (id equipment). */
export function EquipmentSection({ content }: EquipmentSectionProps) {
  return (
    <HeadedSection
      id="equipment"
      intro={content.intro}
      className="bg-primary-50/60 section-y render-when-near"
    >
      <p className="mt-3 text-center text-sm text-muted">{content.note}</p>
      <CardGrid
        items={content.items}
        itemKey={(item) => item.model}
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        testId="equipment-item"
      >
        {(item) => (
          <>
            <div className="flex items-start gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-bold">{item.name}</h3>
                <p className="text-sm text-muted">
                  {content.labels.model} {item.model}
                </p>
              </div>
            </div>
            <p className="mt-4 text-muted">{item.description}</p>
            <ul className="tick-list mt-3 flex-1 space-y-1.5 text-sm">
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="mt-5 border-t border-line pt-4">
              <span className="text-2xl font-bold text-primary-800" data-testid="equipment-price">
                {formatBaht(item.price)}
              </span>{' '}
              <span className="text-muted">{content.labels.currency}</span>
            </p>
          </>
        )}
      </CardGrid>
    </HeadedSection>
  )
}
