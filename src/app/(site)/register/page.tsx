import type { Metadata } from 'next'

import { RegisterView } from '@/features/registrations/components/register-view'
import { readPricing, readRegisterPage, readSite } from '@/features/site-content/read'
import { registerContent } from '@/features/site-content/sections'

export async function generateMetadata(): Promise<Metadata> {
  const page = await readRegisterPage()
  return {
    title: page.title,
    description: page.metaDescription,
    alternates: { canonical: '/register' },
  }
}

/** /register: the trial sign-up, reached from the pricing cards with a package chosen. */
export default async function RegisterPage() {
  const [page, pricing, site] = await Promise.all([readRegisterPage(), readPricing(), readSite()])
  return <RegisterView content={registerContent(page)} pricing={pricing} lineUrl={site.lineUrl} />
}
