import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Modules that need a browser (window, document, storage): never imported by server code. */
const browserOnly = [
  '@/lib/analytics/gtag',
  '@/lib/attribution',
  '@/lib/share',
  '@/lib/registrations/register',
  '@/components/consent/consent-manager',
  '@/components/consent/consent-ui',
  '@/lib/forms/form-session',
  'vanilla-cookieconsent',
  'vanilla-cookieconsent/*',
]

/** Modules that hold secrets or reach the database: never imported by client components. */
const serverOnly = [
  'server-only',
  'payload',
  '@payload-config',
  '@payloadcms/*',
  'node:*',
  '@/lib/env',
  '@/lib/payload',
  '@/lib/db/*',
  '@/lib/api/limits',
  '@/lib/leads/endpoint',
  '@/lib/registrations/endpoint',
  '@/lib/articles/read',
  '@/lib/dashboard/*',
  '@/lib/site',
  '@/lib/content/read',
  '@/lib/content/preview',
  '@/lib/content/published',
  '@/lib/content/redirects',
  '@/collections/*',
  '@/globals/*',
  '@/blocks',
  '@/blocks/*',
  '@/seed/*',
]

const restrict = (patterns) => ['error', { patterns }]

/** What no client component imports: server code, and zod (see lib/forms/lazy-check). */
function clientComponentRules({ allow = [] } = {}) {
  return restrict([
    {
      group: [...serverOnly, ...allow.map((module) => `!${module}`)],
      allowTypeImports: true,
      message: 'A client component must not import server-only code.',
    },
    {
      // zod is fetched when a form first validates (lib/forms/lazy-check), not with a page.
      group: [
        'zod',
        'zod/*',
        '@/lib/forms/form-checks',
        '@/lib/validation/zod',
        '@/lib/validation/lead',
        '@/lib/validation/registration',
      ],
      allowTypeImports: true,
      message:
        'A client component gets zod only through lazyCheck; its rules come from lead-rules or registration-rules.',
    },
  ])
}

/**
 * The layers (docs/architecture.md): content is data and imports nothing of ours; ui primitives
 * take their text as props; client components reach no server module, server code no browser one.
 */
const boundaries = [
  {
    files: ['src/content/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/*', '!@/content', '!@/content/*', '../*'],
          message: 'Content is data: it imports nothing from lib, components or app.',
        },
      ]),
    },
  },
  {
    files: ['src/components/ui/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/content', '@/content/*'],
          allowTypeImports: true,
          message: 'A ui primitive takes its text as props.',
        },
      ]),
    },
  },
  {
    files: ['src/**/*.client.tsx', 'src/app/**/error.tsx'],
    ignores: ['src/components/admin/**'],
    rules: { 'no-restricted-imports': clientComponentRules() },
  },
  {
    // The admin's own client components are built with Payload's UI kit.
    files: ['src/components/admin/**/*.client.tsx'],
    rules: { 'no-restricted-imports': clientComponentRules({ allow: ['@payloadcms/ui'] }) },
  },
  {
    // The live preview listens to the admin's saves with Payload's small browser package.
    files: ['src/components/pages/live-preview-refresh.client.tsx'],
    rules: {
      'no-restricted-imports': clientComponentRules({ allow: ['@payloadcms/live-preview-react'] }),
    },
  },
  {
    files: [
      'src/app/api/**',
      'src/collections/**',
      'src/globals/**',
      'src/blocks/**',
      'src/jobs/**',
      'src/endpoints/**',
      'src/seed/**',
      'src/payload.config.ts',
      'src/proxy.ts',
      'src/lib/**',
    ],
    ignores: browserOnly
      .filter((m) => m.startsWith('@/'))
      .map((m) => `${m.replace('@/', 'src/')}.ts`),
    rules: {
      'no-restricted-imports': restrict([
        {
          group: browserOnly,
          allowTypeImports: true,
          message: 'Server code must not import browser-only modules.',
        },
      ]),
    },
  },
]

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries,
  {
    ignores: [
      '.next/',
      '.next-floor/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'src/migrations/',
      'next-env.d.ts',
    ],
  },
]

export default eslintConfig
