import { Icon } from '@/components/ui/icon'
import type { SectionIntro, UserGroup } from '@/kernel/content/types'

import { CardGrid } from './card-grid'
import { HeadedSection } from './headed-section'

type UserGroupsSectionProps = { content: { intro: SectionIntro; groups: UserGroup[] } }

/** What owners, doctors and front-office staff each get. */
export function UserGroupsSection({ content }: UserGroupsSectionProps) {
  return (
    <HeadedSection id="user-groups" intro={content.intro} className="section-y render-when-near">
      <CardGrid
        items={content.groups}
        itemKey={(group) => group.role}
        className="mt-12 grid gap-6 md:grid-cols-3"
        testId="user-group"
      >
        {(group) => (
          <>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
              <Icon name={group.icon} className="size-6" />
            </span>
            <p className="mt-4 text-sm font-bold text-primary-700">{group.role}</p>
            <h3 className="mt-1 text-xl font-bold">{group.title}</h3>
            <p className="mt-2 text-muted">{group.description}</p>
            <ul className="tick-list mt-4 space-y-2">
              {group.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        )}
      </CardGrid>
    </HeadedSection>
  )
}
