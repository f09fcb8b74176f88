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

/** Every path of one of our top-level folders under src. */
const folders = (...names) => names.flatMap((name) => [`@/${name}`, `@/${name}/*`])
const dataFolders = ['collections', 'globals', 'blocks', 'access', 'migrations', 'seed']
const theConfig = ['@payload-config', '@/payload.config']

/**
 * The layer table of docs/architecture.md: what each layer may import of ours (type imports
 * aside, which add no code). A rule of its own (typescript-eslint's copy of
 * no-restricted-imports), so that it adds to the boundaries above instead of replacing them.
 */
const layers = [
  {
    layer: 'lib',
    files: ['src/lib/**/*.{ts,tsx}'],
    // The one module that loads Payload's configuration for the rest of lib.
    ignores: ['src/lib/payload.ts'],
    forbidden: [...folders('components', 'app', 'endpoints', 'jobs', ...dataFolders), ...theConfig],
    message: 'lib imports lib and content only (the configuration through lib/payload).',
  },
  {
    layer: 'components',
    files: ['src/components/**/*.{ts,tsx}'],
    forbidden: [...folders('app', 'endpoints', 'jobs', ...dataFolders), ...theConfig],
    message: 'A component imports ui, content and lib only.',
  },
  {
    layer: 'ui primitives',
    files: ['src/components/ui/**/*.{ts,tsx}'],
    forbidden: [
      '@/lib/*',
      '!@/lib/cn',
      '@/components/*',
      '!@/components/ui',
      '!@/components/ui/*',
      ...folders('app', 'endpoints', 'jobs', ...dataFolders),
      ...theConfig,
    ],
    message: 'A ui primitive imports lib/cn and other primitives only.',
  },
  {
    layer: 'data',
    files: dataFolders.map((name) => `src/${name}/**/*.{ts,tsx}`),
    forbidden: [...folders('components', 'app', 'jobs'), ...theConfig],
    message:
      'Collections, globals, blocks, access and the seed import lib, content, endpoints and data.',
  },
  {
    layer: 'endpoints',
    files: ['src/endpoints/**/*.{ts,tsx}'],
    forbidden: [...folders('components', 'app', 'jobs', 'migrations', 'seed'), ...theConfig],
    message: 'An endpoint imports lib, content and data only.',
  },
  {
    layer: 'kernel',
    files: ['src/kernel/**/*.{ts,tsx}'],
    forbidden: ['@/*', ...theConfig],
    message: 'The kernel imports nothing of ours: every layer builds on it.',
  },
  {
    layer: 'jobs',
    files: ['src/jobs/**/*.{ts,tsx}'],
    forbidden: [...folders('components', 'app', 'endpoints', ...dataFolders), ...theConfig],
    message: 'A job imports lib only.',
  },
].map(({ files, ignores = [], forbidden, message }) => ({
  files,
  ignores: [...ignores, '**/*.test.ts'],
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
 * The modules that read or write Payload's tables with SQL (Drizzle) rather than the Local API,
 * each for a reason docs/architecture.md gives. Raw statements go in one of these, not anywhere.
 */
const rawSqlModules = [
  'src/lib/db/*.ts',
  'src/lib/rate-limit.ts',
  'src/collections/users/staff-session.ts',
  'src/lib/backup/reapply-erasures.ts',
  'src/lib/dashboard/enquiry-sources.ts',
  'src/lib/dashboard/figures.ts',
  'src/lib/dashboard/response-times.ts',
  'src/lib/experiments/actions.ts',
  'src/lib/experiments/results.ts',
  'src/lib/insights/funnel.ts',
  'src/lib/ops/lifecycle.ts',
  'src/lib/privacy/data-subject.ts',
  'src/lib/privacy/retention.ts',
  'src/lib/sales/routing.ts',
  'src/lib/views/store.ts',
  'scripts/bench-dashboard.ts',
]
const drizzleModule = '/(^|\\/)drizzle(-orm)?(\\/|$)/'
const rawSqlMessage =
  "Raw SQL on Payload's tables lives in the modules rawSqlModules lists (eslint.config.mjs, docs/architecture.md): use the Local API, or add the query to one of them."
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
    ignores: [...rawSqlModules, 'src/kernel/jobs.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', queueBySlug, ...rawSql] },
  },
  { files: rawSqlModules, rules: { 'no-restricted-syntax': ['error', queueBySlug] } },
  { files: ['src/kernel/jobs.ts'], rules: { 'no-restricted-syntax': ['error', ...rawSql] } },
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
  ...layers,
  ...statementRules,
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
