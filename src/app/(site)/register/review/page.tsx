import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { hiddenFields, readFormDraft } from '@/kernel/forms/draft'
import { scriptlessText } from '@/kernel/forms/text'

import { RegisterView } from '@/features/registrations/components/register-view'
import { readPricing, readRegisterPage, readSite } from '@/features/site-content/read'
import { registerContent } from '@/features/site-content/sections'

export const metadata: Metadata = {
  title: scriptlessText.register.fixTitle,
  robots: { index: false },
}

/**
 * /register/review: a sign-up form sent without a script that needs fixing comes back here,
 * rendered per request with what was typed and each message beside its field
 * (kernel/forms/scriptless.ts). Without such a draft there is nothing to review: /register.
 */
export default async function RegisterReviewPage() {
  const draft = await readFormDraft('registration')
  if (!draft) redirect('/register')
  const [page, pricing, site] = await Promise.all([readRegisterPage(), readPricing(), readSite()])
  const content = registerContent(page)
  return (
    <RegisterView
      content={{
        ...content,
        title: scriptlessText.register.fixTitle,
        intro: scriptlessText.register.fixIntro,
      }}
      pricing={pricing}
      lineUrl={site.lineUrl}
      draft={{ values: draft.values, errors: draft.errors, formError: draft.formError }}
      hidden={hiddenFields(draft)}
    />
  )
}
