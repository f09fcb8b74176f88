import { ContactFooter } from '@/components/layout/contact-footer'
import { PageMain } from '@/components/layout/page-main'
import { EquipmentSection } from '@/components/sections/equipment-section'
import { FaqSection } from '@/components/sections/faq-section'
import { FeaturesSection } from '@/components/sections/features-section'
import { HeroSection } from '@/components/sections/hero-section'
import { PricingSection } from '@/components/sections/pricing-section'
import { ProblemsSection } from '@/components/sections/problems-section'
import { ResultsSection } from '@/components/sections/results-section'
import { TrustedSection } from '@/components/sections/trusted-section'
import { UserGroupsSection } from '@/components/sections/user-groups-section'
import { WorkflowSection } from '@/components/sections/workflow-section'
import { equipmentItems, equipmentLabels, equipmentNote } from '@/content/equipment'
import { faqItems } from '@/content/faq'
import {
  clinicLogos,
  contactCta,
  equipmentIntro,
  faqClosing,
  faqIntro,
  features,
  featuresIntro,
  hero,
  pricingIntro,
  problemLabels,
  problemSolutions,
  problemsIntro,
  resultLabels,
  resultMetrics,
  resultsIntro,
  successStories,
  trustedIntro,
  trustStats,
  userGroups,
  userGroupsIntro,
  workflowIntro,
  workflowSteps,
} from '@/content/landing'
import {
  allPackagesBenefits,
  comparisonRows,
  packages,
  pricingLabels,
  pricingNote,
} from '@/content/pricing'

export default function HomePage() {
  return (
    <>
      <PageMain>
        <HeroSection content={hero} />
        <TrustedSection content={{ intro: trustedIntro, logos: clinicLogos, stats: trustStats }} />
        <ProblemsSection
          content={{
            intro: problemsIntro,
            pairs: problemSolutions,
            problemLabel: problemLabels.problem,
            solutionLabel: problemLabels.solution,
          }}
        />
        <UserGroupsSection content={{ intro: userGroupsIntro, groups: userGroups }} />
        <FeaturesSection content={{ intro: featuresIntro, features }} />
        <WorkflowSection content={{ intro: workflowIntro, steps: workflowSteps }} />
        <ResultsSection
          content={{
            intro: resultsIntro,
            metrics: resultMetrics,
            stories: successStories,
            storiesHeading: resultLabels.storiesHeading,
          }}
        />
        <PricingSection
          content={{
            intro: pricingIntro,
            packages,
            comparison: comparisonRows,
            benefits: allPackagesBenefits,
            note: pricingNote,
            labels: pricingLabels,
          }}
        />
        <EquipmentSection
          content={{
            intro: equipmentIntro,
            items: equipmentItems,
            note: equipmentNote,
            labels: equipmentLabels,
          }}
        />
        <FaqSection content={{ intro: faqIntro, items: faqItems, closing: faqClosing }} />
      </PageMain>
      <ContactFooter cta={contactCta} />
    </>
  )
}
