import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

import { capabilitiesPlugin } from './lint-rules/capabilities.mjs'

/** Modules that need a browser (window, document, storage): never imported by server code. */
const browserOnly = [
  '@/features/insights/analytics/gtag',
  '@/kernel/attribution/attribution',
  '@/features/articles/share',
  '@/features/registrations/register',
  '@/features/privacy/components/consent-manager',
  '@/features/privacy/components/consent-ui',
  '@/kernel/forms/form-session',
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
  '@/kernel/env',
  '@/kernel/payload',
  '@/kernel/db/*',
  '@/kernel/api/limits',
  '@/kernel/site',
  '@/features/*/collections/*',
  '@/features/*/globals/*',
  '@/features/*/endpoints/*',
  '@/features/*/jobs',
  '@/features/*/jobs/*',
  '@/features/*/repository',
  '@/features/leads/endpoint',
  '@/features/registrations/endpoint',
  '@/features/articles/read',
  '@/features/dashboard/*',
  '!@/features/dashboard/admin',
  '@/features/site-content/read',
  '@/features/site-content/preview',
  '@/features/site-content/published',
  '@/features/site-content/redirects',
  '@/features/campaign-pages/blocks',
  '@/features/campaign-pages/blocks/*',
  '@/seed/*',
]

const restrict = (patterns) => ['error', { patterns }]

/** What no client component imports: server code, and zod (see kernel/forms/lazy-check). */
function clientComponentRules({ allow = [] } = {}) {
  return restrict([
    {
      group: [...serverOnly, ...allow.map((module) => `!${module}`)],
      allowTypeImports: true,
      message: 'A client component must not import server-only code.',
    },
    {
      // zod is fetched when a form first validates (kernel/forms/lazy-check), not with a page.
      group: [
        'zod',
        'zod/*',
        '@/kernel/forms/check-with',
        '@/kernel/validation/zod',
        '@/features/*/form-check',
        '@/features/leads/validation/lead',
        '@/features/registrations/validation/registration',
      ],
      allowTypeImports: true,
      message:
        'A client component gets zod only through lazyCheck; its rules come from lead-rules or registration-rules.',
    },
  ])
}

/** Each capability's Thai copy and static data, and the kernel's. */
const contentFiles = [
  'src/features/*/content/**',
  'src/features/*/content.ts',
  'src/kernel/**/text.ts',
  'src/kernel/activity/kinds.ts',
  'src/kernel/content/types.ts',
  'src/kernel/retention.ts',
  'src/kernel/site-defaults.ts',
]

/**
 * The boundaries (docs/architecture.md): content is data and imports nothing but content; ui
 * primitives take their text as props; client components reach no server module, server code no
 * browser one.
 */
const boundaries = [
  {
    files: ['src/components/ui/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/features/*/content', '@/features/*/content/*', '@/kernel/*/text'],
          allowTypeImports: true,
          message: 'A ui primitive takes its text as props.',
        },
      ]),
    },
  },
  {
    files: ['src/**/*.client.tsx', 'src/app/**/error.tsx'],
    ignores: ['src/kernel/admin/**', 'src/features/*/admin/**'],
    rules: { 'no-restricted-imports': clientComponentRules() },
  },
  {
    // The admin's own client components are built with Payload's UI kit.
    files: ['src/kernel/admin/**/*.client.tsx', 'src/features/*/admin/**/*.client.tsx'],
    rules: { 'no-restricted-imports': clientComponentRules({ allow: ['@payloadcms/ui'] }) },
  },
  {
    // The live preview listens to the admin's saves with Payload's small browser package.
    files: ['src/features/site-content/components/live-preview-refresh.client.tsx'],
    rules: {
      'no-restricted-imports': clientComponentRules({ allow: ['@payloadcms/live-preview-react'] }),
    },
  },
  {
    files: [
      'src/app/api/**',
      'src/features/*/collections/**',
      'src/features/*/globals/**',
      'src/features/*/endpoints/**',
      'src/features/*/jobs.ts',
      'src/features/*/jobs/**',
      'src/features/*/repository.ts',
      'src/seed/**',
      'src/payload.config.ts',
      'src/proxy.ts',
      'src/kernel/**',
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
  {
    // Last, so that it replaces the rules above for the kernel's text files.
    files: contentFiles,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          // Of ours, only another capability's content and the kernel's (the retention periods, the
          // content types, the organisation types, the packages).
          regex:
            '^(@/(?!features/[^/]+/content(/|$)|kernel/(retention|site-defaults|content/(types|org-types|packages|text))$)|\\.\\./)',
          message: 'Content is data: it imports other content only.',
        },
      ]),
    },
  },
]

const theConfig = ['@payload-config', '@/payload.config']

/**
 * The layout of docs/architecture.md: what the kernel, the capabilities and the ui primitives may
 * import of ours (type imports aside, which add no code). A rule of its own (typescript-eslint's
 * copy of no-restricted-imports), so that it adds to the boundaries above instead of replacing
 * them.
 */
const layers = [
  {
    layer: 'kernel',
    files: ['src/kernel/**/*.{ts,tsx,mjs}'],
    // The one module that loads Payload's configuration for everything else.
    ignores: ['src/kernel/payload.ts'],
    forbidden: [
      '@/features',
      '@/features/*',
      '@/app',
      '@/app/*',
      '@/seed',
      '@/seed/*',
      ...theConfig,
    ],
    message:
      'The kernel imports nothing of the capabilities or the app: they build on it (the configuration through kernel/payload).',
  },
  {
    layer: 'capabilities',
    files: ['src/features/**/*.{ts,tsx,mjs}'],
    forbidden: ['@/app', '@/app/*', ...theConfig],
    message:
      'A capability imports the kernel, ui primitives and other capabilities; never a route, nor the configuration (kernel/payload gives Payload).',
  },
  {
    layer: 'ui primitives',
    files: ['src/components/ui/**/*.{ts,tsx}'],
    forbidden: [
      ...['kernel', 'features', 'app', 'seed'].flatMap((name) => [`@/${name}`, `@/${name}/*`]),
      '@/components/*',
      '!@/components/ui',
      ...theConfig,
    ],
    message: 'A ui primitive imports other primitives only.',
  },
].map(({ files, ignores = [], forbidden, message }) => ({
  files,
  ignores: [...ignores, '**/*.test.ts', '**/*.spec.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: forbidden, allowTypeImports: true, message }] },
    ],
  },
}))

/** A job is queued by its task's definition (src/kernel/jobs.ts), never by a slug string. */
const queueBySlug = {
  selector: "CallExpression[callee.property.name='queue'][callee.object.property.name='jobs']",
  message: 'Queue a job with queueTask(payload, theTask, input) from @/kernel/jobs.',
}

/**
 * Raw SQL (Drizzle) on Payload's tables lives in each capability's repository module and in the
 * kernel's db/, nowhere else (docs/architecture.md says why each statement is not the Local API).
 */
const rawSqlModules = [
  'src/kernel/db/*.ts',
  'src/features/*/repository.ts',
  'scripts/bench-dashboard.ts',
]
const drizzleModule = '/(^|\\/)drizzle(-orm)?(\\/|$)/'
const rawSqlMessage =
  "Raw SQL on Payload's tables lives in the capability's repository.ts (or the kernel's db/): use the Local API, or add the statement there (rawSqlModules in eslint.config.mjs)."
/** A Drizzle import, static or dynamic (a type import adds no statement). */
const rawSql = [
  {
    selector: `ImportDeclaration[importKind!='type'][source.value=${drizzleModule}]`,
    message: rawSqlMessage,
  },
  { selector: `ImportExpression[source.value=${drizzleModule}]`, message: rawSqlMessage },
]
const statementRules = [
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: [...rawSqlModules, 'src/kernel/jobs.ts', '**/*.test.ts', '**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', queueBySlug, ...rawSql] },
  },
  { files: rawSqlModules, rules: { 'no-restricted-syntax': ['error', queueBySlug] } },
  { files: ['src/kernel/jobs.ts'], rules: { 'no-restricted-syntax': ['error', ...rawSql] } },
  {
    // The public pages link to each other with PageLink, which never prefetches (its comment says
    // why); the admin keeps Next's Link.
    files: ['src/app/(site)/**/*.tsx', 'src/features/**/*.tsx', 'src/components/**/*.tsx'],
    ignores: ['src/features/*/admin/**', 'src/components/ui/page-link.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        queueBySlug,
        ...rawSql,
        {
          selector: "ImportDeclaration[source.value='next/link']",
          message: "Link to a public page with PageLink from '@/components/ui/page-link'.",
        },
      ],
    },
  },
]

/**
 * A capability imports another only through its entries (index.ts, server.ts, client.ts), never
 * one that imports it back, and its index.ts stays loadable by the Payload configuration
 * (lint-rules/capabilities.mjs).
 */
const capabilityRules = {
  files: ['src/features/**/*.{ts,tsx,mjs}'],
  ignores: ['**/*.test.ts', '**/*.spec.ts', 'src/features/*/tests/**'],
  plugins: { capabilities: capabilitiesPlugin },
  rules: {
    'capabilities/through-entry': 'error',
    'capabilities/no-knots': 'error',
    'capabilities/safe-index': 'error',
  },
}

/**
 * The end-to-end specs take `test` (and `expect`) from tests/helpers/e2e-test.ts, whose tests go
 * to their own slot's server: Playwright's own `test` would send every slot to the first one.
 */
const e2eSlotRule = {
  files: ['tests/e2e/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test', 'expect'],
            message: "Import test and expect from '../helpers/e2e-test' (each slot's own server).",
          },
        ],
      },
    ],
  },
}

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
  ...layers,
  capabilityRules,
  ...statementRules,
  e2eSlotRule,
  {
    // What module copies share (the server wrapper and Next's bundles) is in one typed registry.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['src/kernel/runtime.mjs'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['globalThis', 'global'].map((name) => ({
          name,
          message:
            'State shared across module copies lives in the runtime registry (src/kernel/runtime.mjs): add a slot there.',
        })),
      ],
    },
  },
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
