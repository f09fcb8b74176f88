import { describe, expect, it } from 'vitest'

import {
  provide,
  provided,
  registerServerWrapper,
  serverWrapperMissing,
  serverWrapperProblem,
  shared,
} from './runtime.mjs'

/** Another copy of the module, as Next's bundles load their own beside the server wrapper's. */
const anotherCopy = async () =>
  (await import(
    /* @vite-ignore */ `./runtime.mjs?copy=${Math.random()}`
  )) as typeof import('./runtime.mjs')

describe('the runtime registry', () => {
  it('gives every copy of the module the same value of a slot', async () => {
    const copy = await anotherCopy()
    expect(copy.shared).not.toBe(shared)
    const first = shared('viewedRecently', () => new Map([['a', 1]]))
    expect(copy.shared('viewedRecently', () => new Map())).toBe(first)
    provide('lastLeadAt', 42)
    expect(copy.provided('lastLeadAt')).toBe(42)
    copy.provide('lastLeadAt', undefined)
    expect(provided('lastLeadAt')).toBeUndefined()
  })

  it('makes a shared value once', () => {
    let made = 0
    const create = () => {
      made += 1
      return 7
    }
    provide('backgroundSince', undefined)
    expect(shared('backgroundSince', create)).toBe(7)
    expect(shared('backgroundSince', create)).toBe(7)
    expect(made).toBe(1)
  })

  it('refuses a production server that is not the site’s own, and nothing else', async () => {
    provide('server', undefined)
    expect(serverWrapperProblem({ nodeEnv: 'production' })).toBe(serverWrapperMissing)
    expect(serverWrapperMissing).toContain('npm start')
    // A build and `next dev` run without it.
    expect(
      serverWrapperProblem({ nodeEnv: 'production', phase: 'phase-production-build' }),
    ).toBeUndefined()
    expect(serverWrapperProblem({ nodeEnv: 'development' })).toBeUndefined()
    // Registered by scripts/serve.mjs's copy, seen by the app's.
    ;(await anotherCopy()).registerServerWrapper('scripts/serve.mjs')
    expect(serverWrapperProblem({ nodeEnv: 'production' })).toBeUndefined()
    expect(provided('server')?.name).toBe('scripts/serve.mjs')
    provide('server', undefined)
    registerServerWrapper('again')
    expect(provided('server')?.name).toBe('again')
    provide('server', undefined)
  })
})
