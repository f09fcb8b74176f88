import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import type { SectionIntro, UserGroup } from '@/content/types'

type UserGroupsSectionProps = { content: { intro: SectionIntro; groups: UserGroup[] } }

/** What owners, doctors and front-office staff each get. */
export function UserGroupsSection({ content }: UserGroupsSectionProps) {
  return (
    <section
      id="user-groups"
      aria-labelledby="user-groups-title"
      className="section-y render-when-near"
    >
      <div className="container-page">
        <SectionHeading id="user-groups-title" intro={content.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.groups.map((group) => (
            <Card as="li" key={group.role} className="flex flex-col" data-testid="user-group">
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
            </Card>
          ))}
        </ul>
      </div>
    </section>
  )
}
