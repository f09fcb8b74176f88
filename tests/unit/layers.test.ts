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
describe('the layer boundaries in npm run lint', { timeout: 60_000 }, () => {
  it('keeps lib and components out of content', async () => {
    expect(
      await boundaryErrors(
        'src/content/probe.ts',
        "import { cn } from '@/lib/cn'\nexport const x = cn\n",
      ),
    ).toEqual([expect.stringContaining('Content is data')])
  })

  it('keeps content text out of ui primitives, but lets them use its types', async () => {
    const primitive = 'src/components/ui/probe.tsx'
    expect(
      await boundaryErrors(
        primitive,
        "import { messages } from '@/content/messages'\nexport const x = messages\n",
      ),
    ).toEqual([expect.stringContaining('takes its text as props')])
    expect(
      await boundaryErrors(
        primitive,
        "import type { IconKey } from '@/content/types'\nexport type X = IconKey\n",
      ),
    ).toEqual([])
  })

  it('keeps the environment and the database out of client components', async () => {
    const island = 'src/components/layout/probe.client.tsx'
    for (const specifier of ['@/lib/env', '@/lib/db/drizzle', '@/lib/payload', 'payload']) {
      expect(
        await boundaryErrors(
          island,
          `'use client'\nimport { x } from '${specifier}'\nexport const y = x\n`,
        ),
      ).toEqual([expect.stringContaining('must not import server-only code')])
    }
  })

  it('keeps browser-only modules out of server code', async () => {
    expect(
      await boundaryErrors(
        'src/lib/leads/probe.ts',
        "import { captureAttribution } from '@/lib/attribution'\nexport const x = captureAttribution\n",
      ),
    ).toEqual([expect.stringContaining('must not import browser-only modules')])
  })

  it('keeps zod off the pages: client components get it only through lazyCheck', async () => {
    const island = 'src/components/registration/probe.client.tsx'
    for (const specifier of ['zod', '@/lib/forms/form-checks', '@/lib/validation/registration']) {
      expect(
        await boundaryErrors(
          island,
          `'use client'\nimport { x } from '${specifier}'\nexport const y = x\n`,
        ),
      ).toEqual([expect.stringContaining('only through lazyCheck')])
    }
    expect(
      await boundaryErrors(
        island,
        "'use client'\nimport type { RegistrationFormInput } from '@/lib/validation/registration'\nimport { registrationLimits } from '@/lib/validation/registration-rules'\nexport type X = RegistrationFormInput\nexport const y = registrationLimits\n",
      ),
    ).toEqual([])
  })

  // The layer table of docs/architecture.md, one row at a time: a forbidden import is reported,
  // an allowed one is not.
  const importing = (specifier: string) => `import { x } from '${specifier}'\nexport const y = x\n`
  for (const { layer, file, forbidden, allowed, message } of [
    {
      layer: 'lib',
      file: 'src/lib/leads/probe.ts',
      forbidden: [
        '@/collections/leads',
        '@/access/roles',
        '@/components/ui/button',
        '@payload-config',
        '@/endpoints/log-call',
        '@/jobs/sales',
      ],
      allowed: ['@/lib/format', '@/content/admin'],
      message: 'lib imports lib and content only',
    },
    {
      layer: 'components',
      file: 'src/components/admin/probe.tsx',
      forbidden: [
        '@/collections/shared/sales',
        '@/access/roles',
        '@/globals/pricing',
        '@/endpoints/staff-endpoint',
      ],
      allowed: ['@/lib/format', '@/content/admin', '@/components/ui/button'],
      message: 'A component imports ui, content and lib only',
    },
    {
      layer: 'ui primitives',
      file: 'src/components/ui/probe.tsx',
      forbidden: ['@/lib/format', '@/components/layout/header', '@/collections/leads'],
      allowed: ['@/lib/cn', '@/components/ui/button'],
      message: 'A ui primitive imports lib/cn and other primitives only',
    },
    {
      layer: 'data',
      file: 'src/collections/leads/probe.ts',
      forbidden: ['@/components/admin/brand', '@/jobs/sales', '@payload-config'],
      allowed: ['@/lib/format', '@/endpoints/log-call', '@/access/roles', '@/content/admin'],
      message: 'Collections, globals, blocks, access and the seed import',
    },
    {
      layer: 'endpoints',
      file: 'src/endpoints/probe.ts',
      forbidden: ['@/components/admin/brand', '@/jobs/sales', '@/seed/content'],
      allowed: ['@/lib/api/http', '@/collections/shared/query-guard', '@/content/admin'],
      message: 'An endpoint imports lib, content and data only',
    },
    {
      layer: 'kernel',
      file: 'src/kernel/probe.ts',
      forbidden: ['@/lib/format', '@/collections/leads', '@/content/admin', '@payload-config'],
      allowed: ['payload', './runtime.mjs'],
      message: 'The kernel imports nothing of ours',
    },
    {
      layer: 'jobs',
      file: 'src/jobs/probe.ts',
      forbidden: ['@/collections/leads', '@/endpoints/log-call', '@/components/admin/brand'],
      allowed: ['@/lib/sales/escalation'],
      message: 'A job imports lib only',
    },
  ]) {
    it(`keeps the ${layer} layer to what it may import`, async () => {
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

  it('lets type imports cross layers, and lib/payload load the configuration', async () => {
    expect(
      await boundaryErrors(
        'src/components/admin/probe.tsx',
        "import type { salesTeam } from '@/access/roles'\nexport type X = typeof salesTeam\n",
      ),
    ).toEqual([])
    expect(await boundaryErrors('src/lib/payload.ts', importing('@payload-config'))).toEqual([])
  })

  it('keeps raw SQL, job queueing and state shared across module copies each in its one place', async () => {
    const syntax = (file: string, code: string) => ruleErrors(file, code, 'no-restricted-syntax')
    const drizzle = "import { drizzleOf } from '@/lib/db/drizzle'\nexport const y = drizzleOf\n"
    const rawSql = [expect.stringContaining('rawSqlModules')]
    expect(await syntax('src/lib/leads/probe.ts', drizzle)).toEqual(rawSql)
    expect(
      await syntax(
        'src/lib/leads/probe.ts',
        "export const y = () => import('@payloadcms/db-sqlite/drizzle')\n",
      ),
    ).toEqual(rawSql)
    expect(
      await syntax(
        'src/lib/leads/probe.ts',
        "import type { drizzleOf } from '@/lib/db/drizzle'\nexport type Y = typeof drizzleOf\n",
      ),
    ).toEqual([])
    expect(await syntax('src/lib/dashboard/figures.ts', drizzle)).toEqual([])
    expect(
      await syntax(
        'src/lib/leads/probe.ts',
        "export const q = (p: any) => p.jobs.queue({ task: 'notifyLead', input: {} })\n",
      ),
    ).toEqual([expect.stringContaining('queueTask')])
    const globals = (file: string) =>
      ruleErrors(file, 'export const g = globalThis\n', 'no-restricted-globals')
    expect(await globals('src/lib/leads/probe.ts')).toEqual([
      expect.stringContaining('runtime registry'),
    ])
    expect(await globals('scripts/probe.mjs')).toEqual([
      expect.stringContaining('runtime registry'),
    ])
    expect(await globals('src/kernel/runtime.mjs')).toEqual([])
  })
})
