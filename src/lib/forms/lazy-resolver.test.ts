import type { Resolver, ResolverResult } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { lazyResolver } from './lazy-resolver'

type Values = { name: string }
const context = undefined
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<Values, unknown, Values>
>[2]

const checking: Resolver<Values, unknown, Values> = async (values) => {
  const ok: ResolverResult<Values, Values> = { values, errors: {} }
  const bad: ResolverResult<Values, Values> = {
    values: {},
    errors: { name: { type: 'too_small', message: 'กรุณากรอกชื่อ' } },
  }
  return values.name ? ok : bad
}

describe('lazyResolver', () => {
  it('fetches the schema once, on first use, and validates with it', async () => {
    const load = vi.fn(async () => checking)
    const { resolver } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    const bad = await resolver({ name: '' }, context, options)
    expect(bad.errors.name?.message).toBe('กรุณากรอกชื่อ')
    const good = await resolver({ name: 'สมชาย' }, context, options)
    expect(good).toEqual({ values: { name: 'สมชาย' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts the fetch on preload, and validation reuses it', async () => {
    const load = vi.fn(async () => checking)
    const { resolver, preload } = lazyResolver(load)
    preload()
    preload()
    expect(load).toHaveBeenCalledTimes(1)
    await resolver({ name: '' }, context, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lets the form be sent unchecked when the fetch fails, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(checking)
    const { resolver } = lazyResolver(load)
    expect(await resolver({ name: '' }, context, options)).toEqual({
      values: { name: '' },
      errors: {},
    })
    const retried = await resolver({ name: '' }, context, options)
    expect(retried.errors.name).toBeDefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
