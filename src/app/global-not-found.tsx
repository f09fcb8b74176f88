import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'

import { messages } from '@/features/site-content/content/messages'
import { latinFont, startFontLoads, thaiFont } from '@/features/site-content/fonts'
import { LogUnknownPath } from '@/features/site-content/layout/log-unknown-path.client'
import { NotFoundContent } from '@/features/site-content/layout/not-found-content'
import { SiteFooter } from '@/features/site-content/layout/site-footer'
import { SiteHeader } from '@/features/site-content/layout/site-header'

// Next adds the noindex robots tag to every 404 by itself.
export const metadata: Metadata = { title: `${messages.notFound.code} ${messages.notFound.title}` }

export const viewport: Viewport = { themeColor: '#0e7c86' }

/**
 * Every address no route claims. The site has
 * two root layouts (site and admin), so a not-found.tsx under (site) reached through notFound()
 * was sent as Next's empty error shell and appeared only after hydration; this page is rendered
 * at build time as full HTML, served with status 404, readable without JavaScript.
 */
export default function GlobalNotFound() {
  return (
    <html lang="th" className={`${thaiFont.variable} ${latinFont.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <script dangerouslySetInnerHTML={{ __html: startFontLoads }} />
        <SiteHeader />
        <div className="flex flex-1 flex-col pt-16">
          <NotFoundContent
            code={messages.notFound.code}
            title={messages.notFound.title}
            description={messages.notFound.description}
            homeLabel={messages.notFound.backHome}
          />
          <SiteFooter />
        </div>
        <LogUnknownPath />
      </body>
    </html>
  )
}
