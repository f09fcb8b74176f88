import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { sentReceipt } from '@/kernel/forms/draft'

import { RegistrationDone } from '@/features/registrations/components/registration-done.client'
import { messages } from '@/features/site-content/content/messages'
import { PageMain } from '@/features/site-content/layout/page-main'
import { SiteFooter } from '@/features/site-content/layout/site-footer'
import { readPricing, readRegisterPage, readSite } from '@/features/site-content/read'
import { registerContent } from '@/features/site-content/sections'

export async function generateMetadata(): Promise<Metadata> {
  return { title: registerContent(await readRegisterPage()).done.title, robots: { index: false } }
}

/**
 * /register/sent: where a sign-up form sent without a script lands once it is stored, and only
 * then: the receipt the server signed (a cookie for this page) names the package and the branch
 * count it repeats.
 */
export default async function RegisterSentPage() {
  const receipt = await sentReceipt('registration')
  if (!receipt) redirect('/register')
  const [packageKey, branches] = receipt
  const [page, pricing, site] = await Promise.all([readRegisterPage(), readPricing(), readSite()])
  const content = registerContent(page)
  const chosen = (pricing.packages ?? []).find((pkg) => pkg.key === packageKey)
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <div className="container-page py-10 md:py-14">
          <RegistrationDone
            titleLevel="h1"
            done={{ packageName: chosen?.name ?? packageKey, branches: Number(branches) }}
            text={{
              ...content.done,
              lineUrl: site.lineUrl,
              lineLabel: messages.lineButton,
              newTab: messages.newTab,
            }}
          />
        </div>
      </PageMain>
      <SiteFooter />
    </>
  )
}
