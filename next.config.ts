import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { env } from './src/kernel/env'
import { securityHeaders } from './src/kernel/server/security-headers'
import { siteDefaults } from './src/kernel/site-defaults'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server (scripts/serve.mjs) compresses: a cached page or built file once per
  // version, anything else per response as Next would (src/kernel/server/compressed-cache.mjs).
  compress: false,
  // Loaded from node_modules, not bundled: the metrics' registry lives on globalThis and the
  // production server (scripts/serve.mjs) records into it with the same copy (kernel/server/metrics.mjs).
  serverExternalPackages: ['prom-client'],
  experimental: {
    // app/global-not-found.tsx: with two root layouts (site, admin) it is the only not-found page
    // Next renders as full HTML with status 404; a notFound() reaching a layout is sent as an
    // empty error shell filled in only by JavaScript.
    globalNotFound: true,
    // The end-to-end slots (scripts/e2e-server.mjs) run several servers from this one build, each
    // on a database of its own: a page one of them regenerates must not reach another through the
    // build's folder (a sign-up test once saw another slot's prices), so there they keep
    // regenerated pages and data in memory only. Everywhere else Next writes them to disk, its
    // default. Read when the server starts.
    isrFlushToDisk: process.env.PAGE_CACHE_IN_MEMORY_ONLY !== '1',
  },
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tests and scripts too) with Next's route types made
  // by `next typegen` before it builds, and says so (scripts/lib/build.mjs); its build does not
  // check again (a fifth of the build's time). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.CLINIC_PLUS_TYPES_CHECKED === '1' },
  // Next's page cache, except that it never keeps a 404 (one per made-up article slug).
  cacheHandler: path.resolve(dirname, 'src/kernel/server/page-cache-handler.mjs'),
  async headers() {
    const headers = securityHeaders({
      production: env.NODE_ENV === 'production',
      // Relative imports only: Next loads this file before the @/ alias exists.
      mapEmbedUrl: env.SITE_MAP_EMBED_URL ?? siteDefaults.mapEmbedUrl,
    })
    const csp = headers.filter(({ key }) => key === 'Content-Security-Policy')
    // The live preview: the same policy, except that our own admin may frame it (last, so that
    // its two headers replace the ones above for these paths only).
    const framed = securityHeaders({
      production: env.NODE_ENV === 'production',
      mapEmbedUrl: env.SITE_MAP_EMBED_URL ?? siteDefaults.mapEmbedUrl,
      framedByAdmin: true,
    }).filter(({ key }) => key === 'Content-Security-Policy' || key === 'X-Frame-Options')
    return [
      {
        source: '/:path*',
        headers: headers.filter(({ key }) => key !== 'Content-Security-Policy'),
      },
      // The admin is dynamic: the proxy gives it a policy with a per-request nonce instead. The
      // build's scripts, styles and fonts are not documents, so a policy on them does nothing: it
      // only added 0.7 KB to each of a page's dozen script responses over HTTP/1.1.
      { source: '/((?!admin(?:/|$)|_next/static/).*)', headers: csp },
      { source: '/preview/:path*', headers: framed },
    ]
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  turbopack: {
    root: path.resolve(dirname),
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every response for the Sec-CH-Prefers-Color-Scheme client hint, as a Critical-CH
 * (its admin picks its theme from it). On a public page that made a browser without the hint
 * fetch the page twice on a first visit, and keyed caches on it (Vary). Only the admin asks now.
 */
const clientHintKeys = new Set(['accept-ch', 'critical-ch'])
export default {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some(({ key }) => clientHintKeys.has(key.toLowerCase()))
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
