import type { FormDraft } from '@/kernel/forms/scriptless'
import { recordEarlyInput } from '@/kernel/forms/typed-before-hydration'
import type { Pricing } from '@/payload-types'

import type { registerContent } from '@/features/site-content'
import { messages } from '@/features/site-content'
import { PageMain, SiteFooter } from '@/features/site-content/server'

import { RegistrationForm } from './registration-form.client'

type Props = {
  content: ReturnType<typeof registerContent>
  pricing: Pricing
  lineUrl: string
  /** A form sent without a script, back with its values and messages (/register/review). */
  draft?: Pick<FormDraft, 'values' | 'errors' | 'formError'>
  /** The fields /register/review adds: its Idempotency-Key and the visit's attribution. */
  hidden?: Record<string, string>
}

/** The trial sign-up page, as /register and its live preview show it. */
export function RegisterView({ content, pricing, lineUrl, draft, hidden }: Props) {
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <div className="container-page py-10 md:py-14">
          <header className="max-w-3xl">
            <p className="font-bold text-primary-700">{content.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold md:text-4xl">{content.title}</h1>
            <p className="mt-3 text-lg text-muted">{content.intro}</p>
          </header>
          <div className="mt-8">
            {/* Before the form: what is typed before its script comes is taken over. */}
            <script dangerouslySetInnerHTML={{ __html: recordEarlyInput }} />
            <RegistrationForm
              packages={(pricing.packages ?? []).map((pkg) => ({
                key: pkg.key,
                name: pkg.name,
                yearlyPrice: pkg.yearlyPrice,
                popular: Boolean(pkg.popular),
                subtitle: pkg.subtitle,
              }))}
              vatPercent={pricing.vatPercent}
              draft={draft}
              hidden={hidden}
              text={content.form}
              summaryText={content.summary}
              doneText={{
                ...content.done,
                lineUrl,
                lineLabel: messages.lineButton,
                newTab: messages.newTab,
              }}
            />
          </div>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  )
}
