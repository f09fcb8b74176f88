import type { FaqItem, SectionIntro } from '@/kernel/content/types'

import { ContactButtons } from '../layout/contact-buttons'
import { FaqAccordion } from './faq-accordion'
import { HeadedSection } from './headed-section'

type FaqSectionProps = {
  content: {
    intro: SectionIntro
    items: FaqItem[]
    closing: { title: string; description: string; expertLabel: string; lineLabel: string }
  }
}

/** Frequently asked questions (id faq) and a closing block to talk to an expert. */
export function FaqSection({ content }: FaqSectionProps) {
  return (
    <HeadedSection
      id="faq"
      intro={content.intro}
      className="section-y render-when-near"
      containerClassName="max-w-4xl"
    >
      <div className="mt-10">
        <FaqAccordion items={content.items} />
      </div>
      <div className="mt-10 rounded-card bg-primary-50 p-6 text-center md:p-8">
        <h3 className="text-xl font-bold">{content.closing.title}</h3>
        <p className="mt-2 text-muted">{content.closing.description}</p>
        <ContactButtons
          className="mt-6 justify-center"
          demoLabel={content.closing.expertLabel}
          lineLabel={content.closing.lineLabel}
        />
      </div>
    </HeadedSection>
  )
}
