import type { Metadata } from 'next'

import { PageLink } from '@/components/ui/page-link'
import { hiddenFields, readFormDraft } from '@/kernel/forms/draft'
import { scriptlessText } from '@/kernel/forms/text'

import { LeadFormLoader } from '@/features/leads/components/lead-form-loader.client'
import { StaticLeadForm } from '@/features/leads/components/lead-form-static'
import { messages } from '@/features/site-content/content/messages'
import { PageMain } from '@/features/site-content/layout/page-main'
import { SiteFooter } from '@/features/site-content/layout/site-footer'

const text = scriptlessText.contact

export const metadata: Metadata = {
  title: text.title,
  robots: { index: false },
  alternates: { canonical: '/contact' },
}

/**
 * /contact: the contact form on a page of its own, rendered per request. A form sent without a
 * script comes back here when a field needs fixing, with what was typed and each message beside
 * its field (kernel/forms/scriptless.ts); its fresh Idempotency-Key makes a double send one lead.
 */
export default async function ContactPage() {
  const draft = await readFormDraft('lead')
  const toFix = Boolean(draft && (draft.formError || Object.keys(draft.errors).length))
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <div className="container-page max-w-2xl py-10 md:py-14">
          <h1 className="text-3xl font-bold md:text-4xl">{text.title}</h1>
          <p className="mt-3 text-lg text-muted">{toFix ? text.fixIntro : text.intro}</p>
          <div className="mt-8 rounded-card border border-line bg-white p-5 text-ink shadow-soft sm:p-8">
            <LeadFormLoader>
              <StaticLeadForm
                values={draft?.values}
                errors={draft?.errors}
                formError={draft?.formError}
                hidden={hiddenFields(draft)}
              />
            </LeadFormLoader>
            <p className="mt-6 text-sm text-muted">
              {messages.footer.consent}{' '}
              <PageLink
                href="/pdpa"
                className="font-medium text-primary-800 underline underline-offset-2"
              >
                {messages.footer.consentLink}
              </PageLink>
            </p>
          </div>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  )
}
