/**
 * Response headers for every page, asset and API reply (next.config.ts `headers()`).
 *
 * The public pages are static (prerendered and ISR), so a per-request nonce cannot reach their
 * inline scripts: Next writes the React Server Components payload as inline <script> tags, which
 * is why script-src keeps 'unsafe-inline' (see docs/privacy-and-security.md). The admin is dynamic and gets a nonce
 * in the proxy instead (`contentSecurityPolicy` with a nonce, src/proxy.ts).
 */
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
}

type CspOptions = {
  development: boolean
  /** Origin of the map iframe shown after the visitor's click. */
  mapOrigin: string
  /** Replaces 'unsafe-inline' in script-src (dynamic pages). */
  nonce?: string
  /** Our own admin may frame the response (the live preview); nothing else ever may. */
  framedByAdmin?: boolean
}

export function contentSecurityPolicy({
  development,
  mapOrigin,
  nonce,
  framedByAdmin = false,
}: CspOptions): string {
  const script = nonce
    ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]
    : [`'self'`, `'unsafe-inline'`, ...analyticsHosts.script]
  // React's development build evaluates code for its debugging tools.
  if (development) script.push(`'unsafe-eval'`)
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': script,
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:', ...analyticsHosts.img],
    'font-src': [`'self'`, 'data:'],
    'connect-src': [`'self'`, ...analyticsHosts.connect, ...(development ? ['ws:'] : [])],
    // 'self': the admin's live preview frames our own /preview pages.
    'frame-src': [`'self'`, mapOrigin, ...analyticsHosts.frame],
    'media-src': [`'self'`],
    'worker-src': [`'self'`, 'blob:'],
    'manifest-src': [`'self'`],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [framedByAdmin ? `'self'` : `'none'`],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders({
  production,
  mapEmbedUrl,
  framedByAdmin = false,
}: {
  production: boolean
  mapEmbedUrl: string
  /** The live preview's responses (/preview/*): framed by our own admin, no one else. */
  framedByAdmin?: boolean
}): { key: string; value: string }[] {
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        development: !production,
        mapOrigin: new URL(mapEmbedUrl).origin,
        framedByAdmin,
      }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: framedByAdmin ? 'SAMEORIGIN' : 'DENY' },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}
