// The few places that use a module of Next's own build rather than its public API, each checked
// against the installed version: when an upgrade changes one, these fail and say which of our
// modules to look at (docs/architecture.md lists them).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { afterAll, describe, expect, it } from 'vitest'

import { PageCacheHandler as UntypedHandler } from '@/kernel/server/page-cache-handler.mjs'

import { payloadInstanceCache } from '../helpers/payload-instances'

/** The methods Next calls on a cache handler, which the .mjs module does not declare. */
type CacheHandler = {
  get: (key: string, ctx: object) => Promise<unknown>
  set: (key: string, data: object, ctx: object) => Promise<void>
  revalidateTag: (tags: string[], durations: object) => Promise<void>
}
const PageCacheHandler = UntypedHandler as unknown as new (ctx: object) => CacheHandler

const require = createRequire(import.meta.url)
const nextVersion = (require('next/package.json') as { version: string }).version
const checkedAt = `checked at next 16.4.6, installed ${nextVersion}`

describe("Next's file-system cache (kernel/server/page-cache-handler.mjs subclasses it)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const handler = new PageCacheHandler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  })
  const setContext = {
    isRoutePPREnabled: false,
    isFallback: false,
    cacheControl: { revalidate: false, expire: undefined },
  }
  const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
  const page = (status: number) => ({
    kind: 'APP_PAGE',
    html: '<html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body>หน้า</body></html>',
    rscData: Buffer.from('rsc'),
    headers: {},
    postponed: undefined,
    status,
    segmentData: undefined,
  })

  it('keeps a page in files and hands it out with its scripts deferred', async () => {
    await handler.set('/kept', page(200), setContext)
    expect(
      fs.existsSync(path.join(dir, 'app', 'kept.html')),
      `FileSystemCache no longer writes app/<key>.html (${checkedAt})`,
    ).toBe(true)
    const entry = (await handler.get('/kept', getContext)) as {
      value?: { kind: string; html: string; status: number }
    } | null
    expect(entry?.value?.kind, `FileSystemCache.get changed its entry shape (${checkedAt})`).toBe(
      'APP_PAGE',
    )
    expect(entry?.value?.status).toBe(200)
    expect(entry?.value?.html).not.toContain('<script src="/_next/static/chunks/app.js" async="">')
    expect(entry?.value?.html).toContain('data-deferred-scripts')
  })

  it('never keeps a 404', async () => {
    await handler.set('/missing', page(404), setContext)
    expect(fs.existsSync(path.join(dir, 'app', 'missing.html'))).toBe(false)
    expect(await handler.get('/missing', getContext)).toBeNull()
  })

  it('has the tag expiry the job runner calls', () => {
    expect(
      typeof PageCacheHandler.prototype.revalidateTag,
      `FileSystemCache.revalidateTag is gone (${checkedAt}); kernel/content/cache.ts expires tags through it`,
    ).toBe('function')
  })
})

describe("Payload's instance cache (the integration tests empty it between files)", () => {
  it('is the Map on global._payload that getPayload keeps its instances in', async () => {
    const { getPayload } = await import('payload')
    const payloadVersion = (
      JSON.parse(fs.readFileSync('node_modules/payload/package.json', 'utf8')) as {
        version: string
      }
    ).version
    const moved =
      `payload ${payloadVersion} keeps its instances elsewhere than a Map on global._payload ` +
      '(checked at 3.90.2): tests/helpers/payload-instances.ts must empty the new place'
    // A config that cannot load: getPayload has made the key's entry before it tries, and keeps it.
    const key = `framework-internals-${process.pid}`
    await expect(
      getPayload({ config: Promise.reject(new Error('no config here')), key }),
    ).rejects.toThrow('no config here')
    const cache = payloadInstanceCache()
    expect(cache, moved).toBeInstanceOf(Map)
    expect((cache as Map<string, unknown>).has(key), moved).toBe(true)
    ;(cache as Map<string, unknown>).delete(key)
  })
})
