import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { buttonVariants } from '@/components/ui/button'
import { CheckCircle2 } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'
import { sentReceipt } from '@/kernel/forms/draft'
import { scriptlessText } from '@/kernel/forms/text'

import { leadFormText } from '@/features/leads/content/lead-form'
import { messages } from '@/features/site-content/content/messages'
import { ContactButtons } from '@/features/site-content/layout/contact-buttons'
import { PageMain } from '@/features/site-content/layout/page-main'
import { SiteFooter } from '@/features/site-content/layout/site-footer'

export const metadata: Metadata = {
  title: leadFormText.successTitle,
  robots: { index: false },
}

/**
 * /contact/sent: where a contact form sent without a script lands once its lead is stored, and
 * only then: its receipt, a cookie for this page, is signed by the server that stored it
 * (kernel/forms/scriptless.ts). Any other visit is sent to the form.
 */
export default async function ContactSentPage() {
  if (!(await sentReceipt('lead'))) redirect('/contact')
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <section
          aria-labelledby="contact-sent-title"
          className="container-page max-w-2xl py-10 text-center md:py-14"
        >
          <div className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-10">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-primary-600" />
            <h1 id="contact-sent-title" className="mt-4 text-2xl font-bold md:text-3xl">
              {leadFormText.successTitle}
            </h1>
            <p className="mt-3 text-lg text-muted">{leadFormText.successDescription}</p>
            <ContactButtons
              className="mt-8 justify-center"
              demoLabel={messages.demoButton}
              lineLabel={messages.lineButton}
            />
            <PageLink
              href="/"
              className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
            >
              {scriptlessText.contact.home}
            </PageLink>
          </div>
        </section>
      </PageMain>
      <SiteFooter />
    </>
  )
}
