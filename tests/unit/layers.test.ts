import { readdirSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The boundary messages ESLint reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' ||
        message.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((message) => message.message)
}

/** What `ruleId` reports for `code` placed at `file`. */
async function ruleErrors(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((message) => message.ruleId === ruleId).map((m) => m.message)
}

// ESLint loads Next's whole configuration on first use: seconds on a busy 2-core machine.
describe('the boundaries in npm run lint', { timeout: 60_000 }, () => {
  it('keeps everything but other content out of content', async () => {
    for (const file of ['src/features/leads/content/probe.ts', 'src/kernel/admin/text.ts']) {
      expect(
        await boundaryErrors(
          file,
          "import { cn } from '@/components/ui/cn'\nexport const x = cn\n",
        ),
        file,
      ).toEqual([expect.stringContaining('Content is data')])
    }
    expect(
      await boundaryErrors(
        'src/features/privacy/content/probe.ts',
        "import { retention } from '@/kernel/retention'\nimport { landing } from '@/features/site-content/content/landing'\nexport const x = [retention, landing]\n",
      ),
    ).toEqual([])
  })

  it('keeps content text out of ui primitives, but lets them use its types', async () => {
    const primitive = 'src/components/ui/probe.tsx'
    expect(
      await boundaryErrors(
        primitive,
        "import { messages } from '@/features/site-content/content/messages'\nexport const x = messages\n",
      ),
    ).toEqual([
      expect.stringContaining('takes its text as props'),
      expect.stringContaining('imports other primitives only'),
    ])
    expect(
      await boundaryErrors(
        primitive,
        "import type { IconKey } from '@/kernel/content/types'\nexport type X = IconKey\n",
      ),
    ).toEqual([])
  })

  it('keeps the environment and the database out of client components', async () => {
    const island = 'src/features/site-content/layout/probe.client.tsx'
    for (const specifier of [
      '@/kernel/env',
      '@/kernel/db/drizzle',
      '@/kernel/payload',
      'payload',
      '@/features/leads/collections/leads',
      '@/features/sales/endpoints/log-call',
      '@/features/leads/repository',
    ]) {
      expect(
        await boundaryErrors(
          island,
          `'use client'\nimport { x } from '${specifier}'\nexport const y = x\n`,
        ),
        specifier,
      ).toEqual([expect.stringContaining('must not import server-only code')])
    }
  })

  it('keeps browser-only modules out of server code', async () => {
    for (const file of ['src/features/leads/endpoints/probe.ts', 'src/kernel/api/probe.ts']) {
      expect(
        await boundaryErrors(
          file,
          "import { captureAttribution } from '@/kernel/attribution/attribution'\nexport const x = captureAttribution\n",
        ),
        file,
      ).toEqual([expect.stringContaining('must not import browser-only modules')])
    }
  })

  it('keeps zod off the pages: client components get it only through lazyCheck', async () => {
    const island = 'src/features/registrations/components/probe.client.tsx'
    for (const specifier of [
      'zod',
      '@/kernel/forms/check-with',
      '@/features/registrations/form-check',
      '@/features/registrations/validation/registration',
    ]) {
      expect(
        await boundaryErrors(
          island,
          `'use client'\nimport { x } from '${specifier}'\nexport const y = x\n`,
        ),
        specifier,
      ).toEqual([expect.stringContaining('only through lazyCheck')])
    }
    expect(
      await boundaryErrors(
        island,
        "'use client'\nimport type { RegistrationFormInput } from '@/features/registrations/validation/registration'\nimport { registrationLimits } from '@/features/registrations/validation/registration-rules'\nexport type X = RegistrationFormInput\nexport const y = registrationLimits\n",
      ),
    ).toEqual([])
  })

  // The layout of docs/architecture.md, one part at a time: a forbidden import is reported, an
  // allowed one is not.
  const importing = (specifier: string) => `import { x } from '${specifier}'\nexport const y = x\n`
  for (const { layer, file, forbidden, allowed, message } of [
    {
      layer: 'kernel',
      file: 'src/kernel/api/probe.ts',
      forbidden: [
        '@/features/leads/collections/leads',
        '@/features/site-content/content/messages',
        '@/app/(site)/page',
        '@payload-config',
      ],
      allowed: ['payload', '@/kernel/text/format', '../runtime.mjs', '@/components/ui/cn'],
      message: 'The kernel imports nothing of the capabilities',
    },
    {
      layer: 'capabilities',
      file: 'src/features/leads/probe.ts',
      forbidden: ['@/app/api/public/leads/route', '@payload-config', '@/payload.config'],
      allowed: [
        '@/kernel/text/format',
        '@/kernel/payload',
        '@/features/sales/routing',
        '@/components/ui/button',
        './submit',
      ],
      message: 'A capability imports the kernel, ui primitives and other capabilities',
    },
    {
      layer: 'ui primitives',
      file: 'src/components/ui/probe.tsx',
      forbidden: ['@/kernel/text/format', '@/features/leads/collections/leads'],
      allowed: ['@/components/ui/cn', '@/components/ui/button'],
      message: 'A ui primitive imports other primitives only',
    },
  ]) {
    it(`keeps the ${layer} to what it may import`, async () => {
      for (const specifier of forbidden) {
        expect(await boundaryErrors(file, importing(specifier)), specifier).toEqual([
          expect.stringContaining(message),
        ])
      }
      for (const specifier of allowed) {
        expect(await boundaryErrors(file, importing(specifier)), specifier).toEqual([])
      }
    })
  }

  it('lets type imports cross, and kernel/payload load the configuration', async () => {
    expect(
      await boundaryErrors(
        'src/kernel/admin/probe.tsx',
        "import type { Lead } from '@/features/leads/collections/leads'\nexport type X = Lead\n",
      ),
    ).toEqual([])
    expect(await boundaryErrors('src/kernel/payload.ts', importing('@payload-config'))).toEqual([])
  })

  it('lets a capability use another only through its entry, never one that uses it back', async () => {
    const capabilities = (file: string, code: string) =>
      Promise.all([
        ruleErrors(file, code, 'capabilities/through-entry'),
        ruleErrors(file, code, 'capabilities/no-knots'),
      ]).then((found) => found.flat())
    // Leads build their collection with sales' fields: leads use sales.
    const leads = 'src/features/leads/probe.ts'
    expect(await capabilities(leads, importing('@/features/sales'))).toEqual([])
    expect(await capabilities(leads, importing('@/features/sales/routing'))).toEqual([
      expect.stringContaining('import it through @/features/sales'),
    ])
    expect(
      await capabilities('src/features/leads/deeper/probe.ts', importing('../../sales/routing')),
    ).toEqual([expect.stringContaining('import it through @/features/sales')])
    expect(
      await capabilities(
        'src/features/privacy/components/probe.ts',
        importing('@/features/insights/client'),
      ),
    ).toEqual([])
    expect(
      await capabilities(
        'src/features/campaign-pages/probe.tsx',
        importing('@/features/site-content/server'),
      ),
    ).toEqual([])
    // So sales may not use leads back, however it names them; a type adds no code.
    const sales = 'src/features/sales/probe.ts'
    expect(await capabilities(sales, importing('@/features/leads'))).toEqual([
      expect.stringContaining('sales imports leads, which imports sales back (leads → sales)'),
    ])
    expect(
      await capabilities(sales, "import type { X } from '@/features/leads'\nexport type Y = X\n"),
    ).toEqual([])
  })

  it("keeps a capability's index loadable by the Payload configuration", async () => {
    const index = 'src/features/site-content/index.ts'
    const safeIndex = (code: string) => ruleErrors(index, code, 'capabilities/safe-index')
    // The reads open Payload through kernel/payload, which loads the configuration itself.
    expect(await safeIndex("export { readPricing } from './read'\n")).toEqual([
      expect.stringContaining('src/features/site-content/read.ts'),
    ])
    expect(await safeIndex("export { SiteFooter } from './layout/site-footer'\n")).toEqual([
      expect.stringContaining('export it from server.ts'),
    ])
    expect(await safeIndex("export { layoutField } from './blocks'\n")).toEqual([])
  })

  it('keeps raw SQL, job queueing and state shared across module copies each in its one place', async () => {
    const syntax = (file: string, code: string) => ruleErrors(file, code, 'no-restricted-syntax')
    const drizzle = "import { drizzleOf } from '@/kernel/db/drizzle'\nexport const y = drizzleOf\n"
    const rawSql = [expect.stringContaining('rawSqlModules')]
    expect(await syntax('src/features/leads/probe.ts', drizzle)).toEqual(rawSql)
    expect(
      await syntax(
        'src/features/leads/probe.ts',
        "export const y = () => import('@payloadcms/db-sqlite/drizzle')\n",
      ),
    ).toEqual(rawSql)
    expect(
      await syntax(
        'src/features/leads/probe.ts',
        "import type { drizzleOf } from '@/kernel/db/drizzle'\nexport type Y = typeof drizzleOf\n",
      ),
    ).toEqual([])
    expect(await syntax('src/features/dashboard/figures.ts', drizzle)).toEqual(rawSql)
    expect(await syntax('src/features/dashboard/repository.ts', drizzle)).toEqual([])
    expect(await syntax('src/kernel/db/job-rows.ts', drizzle)).toEqual([])
    expect(
      await syntax(
        'src/features/leads/probe.ts',
        "export const q = (p: any) => p.jobs.queue({ task: 'notifyLead', input: {} })\n",
      ),
    ).toEqual([expect.stringContaining('queueTask')])
    const globals = (file: string) =>
      ruleErrors(file, 'export const g = globalThis\n', 'no-restricted-globals')
    expect(await globals('src/features/leads/probe.ts')).toEqual([
      expect.stringContaining('runtime registry'),
    ])
    expect(await globals('scripts/probe.mjs')).toEqual([
      expect.stringContaining('runtime registry'),
    ])
    expect(await globals('src/kernel/runtime.mjs')).toEqual([])
  })
})

describe('the layout of src', () => {
  it('holds the routes, the kernel, one folder per capability and the ui primitives, nothing loose', () => {
    expect(readdirSync(path.join(root, 'src')).sort()).toEqual([
      'app',
      'components',
      'features',
      'instrumentation.ts',
      'kernel',
      'migrations',
      'payload-types.ts',
      'payload.config.ts',
      'proxy.ts',
      'seed',
      'styles',
      'types',
    ])
    expect(readdirSync(path.join(root, 'src/components'))).toEqual(['ui'])
    for (const feature of readdirSync(path.join(root, 'src/features'))) {
      expect(readdirSync(path.join(root, 'src/features', feature)), feature).toContain('plugin.ts')
    }
  })
})
