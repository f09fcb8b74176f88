import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import { Suspense } from 'react'

import { analyticsIds } from '@/kernel/attribution/analytics-ids'
import { attributionCaptureScript } from '@/kernel/attribution/attribution-script'
import { env } from '@/kernel/env'
import { siteIdentity } from '@/kernel/site'

import { LineTaps } from '@/features/insights/components/line-taps.client'
import { PageViews } from '@/features/insights/components/page-views.client'
import { CookieConsent } from '@/features/privacy/components/cookie-consent.client'
import { messages } from '@/features/site-content/content/messages'
import { latinFont, startFontLoads, thaiFont } from '@/features/site-content/fonts'
import { ScrollManager } from '@/features/site-content/layout/scroll-manager.client'
import { SiteHeader } from '@/features/site-content/layout/site-header'
import { readCookiePolicy, readSite } from '@/features/site-content/read'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = siteIdentity()
  const { description } = await readSite()
  return {
    metadataBase: new URL(env.SITE_URL),
    title: {
      default: `${productName} — ระบบบริหารจัดการคลินิกออนไลน์`,
      template: `%s | ${productName}`,
    },
    description,
    applicationName: productName,
    openGraph: { type: 'website', locale: 'th_TH', siteName: productName },
  }
}

export const viewport: Viewport = {
  themeColor: '#0e7c86',
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="th"
      data-scroll-behavior="smooth"
      className={`${thaiFont.variable} ${latinFont.variable} scroll-smooth`}
    >
      <body className="flex min-h-dvh flex-col">
        {/* First in the body: the parser waits here for the stylesheet, then the fonts start
            decoding while the page is parsed (see features/site-content/font-loading.ts). */}
        <script dangerouslySetInnerHTML={{ __html: startFontLoads }} />
        {/* Where the visit came from, kept before React hydrates (see kernel/attribution/attribution.ts). */}
        <script dangerouslySetInnerHTML={{ __html: attributionCaptureScript }} />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-primary-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {messages.skipToContent}
        </a>
        <SiteHeader />
        <div className="flex flex-1 flex-col pt-16">{children}</div>
        <ScrollManager />
        <CookieConsent analytics={analyticsIds()} policy={await readCookiePolicy()} />
        <Suspense fallback={null}>
          <PageViews />
        </Suspense>
        <LineTaps />
      </body>
    </html>
  )
}
