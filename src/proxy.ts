import { NextResponse, type NextRequest } from 'next/server'

import { experimentHeader, variantBTest } from '@/kernel/attribution/experiment-label.mjs'
import { env } from '@/kernel/env'
import { contentSecurityPolicy } from '@/kernel/server/security-headers'
import { siteIdentity } from '@/kernel/site'

/** The public article address; its slug travels in the query string. */
const articleDetailPath = '/articles/detail'

/**
 * Runs before routing. A path with broken percent-encoding (e.g. /%E0%A4%A) makes Next's router
 * throw, which would surface as a 500; answer such requests with a plain 400 instead.
 *
 * /articles/detail?slug=x is served by the statically generated /articles/detail/x, so the
 * public address stays the same while the page comes from the ISR cache; so is variant B of a
 * campaign page under test, by /lp/<slug>/b-<test id>.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse('Bad Request: malformed URL', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withAdminNonce(request)
  if (pathname.startsWith('/api/'))
    return NextResponse.next({ request: { headers: adminHeaders(request) } })
  // Variant B of a campaign page under an A/B test, as the production server picked it for this
  // view (src/features/experiments/pick.mjs): its own cached page, at the page's own address.
  const test = variantBTest(request.headers.get(experimentHeader))
  if (test && /^\/lp\/[^/]+$/.test(pathname)) {
    const rewritten = new URL(`${pathname}/b-${test}`, request.nextUrl.origin)
    rewritten.search = request.nextUrl.search
    return NextResponse.rewrite(rewritten)
  }
  const slug = searchParams.get('slug')
  if (pathname === articleDetailPath && slug) {
    return NextResponse.rewrite(
      new URL(`${articleDetailPath}/${encodeURIComponent(slug)}`, request.nextUrl.origin),
    )
  }
  return NextResponse.next()
}

/**
 * The admin renders per request, so its scripts can carry a nonce: Next reads it from the
 * request's Content-Security-Policy header and puts it on every script it writes.
 */
function withAdminNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy({
    development: env.NODE_ENV !== 'production',
    mapOrigin: new URL(siteIdentity().mapEmbedUrl).origin,
    nonce,
  })
  const headers = adminHeaders(request)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

/** The cookie in which Payload keeps the language a staff member chose in their account. */
const adminLanguageCookie = 'payload-lng'

/**
 * The admin speaks Thai to the team whatever the browser asks for: without a language chosen in
 * the account settings, the browser's Accept-Language is not passed on, so Payload falls back to
 * Thai (i18n.fallbackLanguage). A member who picks English keeps it (Payload's cookie).
 */
function adminHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers)
  if (!request.cookies.has(adminLanguageCookie)) headers.delete('accept-language')
  return headers
}

/**
 * The proxy costs every request it sees a pass through Next's edge adapter (`npm run bench:origin`
 * measures it), so it sees only the paths that
 * need it: everything except built assets, the fixed, well-formed public paths served from the
 * static cache (the pages, robots.txt, the sitemap, the feed, the icons), the public write
 * endpoints, and the health and metrics routes (probed every few seconds).
 */
export const config = {
  matcher: [
    '/((?!$|pdpa$|articles$|register$|robots\\.txt$|sitemap\\.xml$|articles/rss\\.xml$|manifest\\.webmanifest$|icon\\.svg$|apple-icon\\.png$|favicon\\.ico$|_next/static/|_next/image|api/public/leads$|api/public/leads/token$|api/public/register$|api/public/consents$|api/v2/register$|api/health/live$|api/health/ready$|api/metrics$).*)',
  ],
}
