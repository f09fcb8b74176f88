import { Fragment } from 'react'

import type { HomePage, Pricing } from '@/payload-types'

import {
  contactContent,
  equipmentContent,
  faqContent,
  featuresContent,
  heroContent,
  pricingContent,
  problemsContent,
  resultsContent,
  richTextHtml,
  trustedContent,
  userGroupsContent,
  workflowContent,
} from '@/features/site-content'
import {
  ContactFooter,
  EquipmentSection,
  FaqSection,
  FeaturesSection,
  HeroSection,
  PageMain,
  PricingSection,
  ProblemsSection,
  ResultsSection,
  RichTextSection,
  SiteFooter,
  TrustedSection,
  UserGroupsSection,
  WorkflowSection,
} from '@/features/site-content/server'

type Layout = HomePage['layout']
type Block = Layout[number]

/**
 * Where section `index` of the editor's list starts, in the live preview only: an empty mark the
 * preview scrolls to (features/site-content/components/live-preview-refresh.client.tsx), clear of the sticky
 * header and the draft note.
 */
function PreviewMark({ index }: { index: number }) {
  return <div data-preview-block={index} aria-hidden="true" className="scroll-mt-28" />
}

/** One section of a page, through the section component that draws it. */
function Section({ block, pricing }: { block: Block; pricing: Pricing }) {
  switch (block.blockType) {
    case 'hero':
      return <HeroSection content={heroContent(block)} />
    case 'trusted':
      return <TrustedSection content={trustedContent(block)} />
    case 'problems':
      return <ProblemsSection content={problemsContent(block)} />
    case 'userGroups':
      return <UserGroupsSection content={userGroupsContent(block)} />
    case 'features':
      return <FeaturesSection content={featuresContent(block)} />
    case 'workflow':
      return <WorkflowSection content={workflowContent(block)} />
    case 'results':
      return <ResultsSection content={resultsContent(block)} />
    case 'pricing':
      return <PricingSection content={pricingContent(block, pricing)} />
    case 'equipment':
      return <EquipmentSection content={equipmentContent(block, pricing)} />
    case 'faq':
      return <FaqSection content={faqContent(block)} />
    case 'richText':
      return <RichTextSection html={richTextHtml(block)} />
    default:
      return null
  }
}

/**
 * A page built from blocks (the home page, a campaign page): its sections in order in the main
 * landmark, and the contact block, wherever the editor put it, closing the page as its footer
 * (without one, the slim footer).
 */
export function RenderBlocks({
  layout,
  pricing,
  experiment,
  marked = false,
}: {
  layout: Layout
  pricing: Pricing
  /** The A/B variant this page is (`<test id>:a|b`), which its served form sends with a lead. */
  experiment?: string
  /**
   * In the live preview: a mark before each section with its place in the editor's list, which
   * the preview scrolls to as the editor moves between sections. The published pages carry none.
   */
  marked?: boolean
}) {
  const contactIndex = layout.findIndex((block) => block.blockType === 'contact')
  const contact = layout[contactIndex]
  const mark = (index: number) => (marked ? <PreviewMark index={index} /> : null)
  return (
    <>
      <PageMain>
        {layout.map((block, index) => (
          <Fragment key={block.id ?? index}>
            {mark(index)}
            <Section block={block} pricing={pricing} />
          </Fragment>
        ))}
      </PageMain>
      {contact?.blockType === 'contact' ? (
        <>
          {mark(contactIndex)}
          <ContactFooter cta={contactContent(contact)} experiment={experiment} />
        </>
      ) : (
        <SiteFooter />
      )}
    </>
  )
}
