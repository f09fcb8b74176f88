import type { Metadata } from 'next'

import { PageMain } from '@/components/layout/page-main'
import { SiteFooter } from '@/components/layout/site-footer'
import { RegistrationForm } from '@/components/registration/registration-form.client'
import { holdEarlySubmits } from '@/lib/forms/typed-before-hydration'
import { messages } from '@/content/messages'
import { packages } from '@/content/pricing'
import {
  registerDoneText,
  registerFormText,
  registerPage,
  registerSummaryText,
} from '@/content/register'
import { site } from '@/lib/site'

export const metadata: Metadata = {
  title: registerPage.title,
  description: registerPage.metaDescription,
  alternates: { canonical: '/register' },
}

/** /register: the trial sign-up, reached from the pricing cards with a package chosen. */
export default function RegisterPage() {
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <div className="container-page py-10 md:py-14">
          <header className="max-w-3xl">
            <p className="font-bold text-primary-700">{registerPage.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold md:text-4xl">{registerPage.title}</h1>
            <p className="mt-3 text-lg text-muted">{registerPage.intro}</p>
          </header>
          <div className="mt-8">
            {/* Before the form: no early submit sends the fields in the address. */}
            <script dangerouslySetInnerHTML={{ __html: holdEarlySubmits }} />
            <RegistrationForm
              packages={packages.map(({ name, yearlyPrice, popular, subtitle }) => ({
                name,
                yearlyPrice,
                popular,
                subtitle,
              }))}
              text={registerFormText}
              summaryText={registerSummaryText}
              doneText={{
                ...registerDoneText,
                lineUrl: site.lineUrl,
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
