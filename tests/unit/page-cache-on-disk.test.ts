import { afterEach, describe, expect, it, vi } from 'vitest'

// The end-to-end slots run several servers from one build, each on a database of its own; a page
// one regenerates was written to the build's folder (.next/server/route-cache) and served by
// another (a sign-up test saw another slot's prices). scripts/e2e-server.mjs sets the variable.
async function loadNextConfig() {
  vi.resetModules()
  return (await import('../../next.config')).default
}

describe('where regenerated pages are kept', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('in memory only on a server started with PAGE_CACHE_IN_MEMORY_ONLY=1', async () => {
    vi.stubEnv('PAGE_CACHE_IN_MEMORY_ONLY', '1')
    expect((await loadNextConfig()).experimental?.isrFlushToDisk).toBe(false)
  })

  it('on disk too otherwise, as Next does by default', async () => {
    vi.stubEnv('PAGE_CACHE_IN_MEMORY_ONLY', '')
    expect((await loadNextConfig()).experimental?.isrFlushToDisk).toBe(true)
  })
})
