import { describe, expect, it, vi } from 'vitest'

import { lazyCheck, type FieldCheck } from './lazy-check'

type Values = { name: string }

const checking: FieldCheck<Values, Values> = (values) =>
  values.name ? { data: values, errors: null } : { data: null, errors: { name: 'กรุณากรอกชื่อ' } }

describe('lazyCheck', () => {
  it('fetches the schema once, on first use, and validates with it', async () => {
    const load = vi.fn(async () => checking)
    const { check } = lazyCheck(load)
    expect(load).not.toHaveBeenCalled()
    const bad = await check({ name: '' })
    expect(bad.errors?.name).toBe('กรุณากรอกชื่อ')
    const good = await check({ name: 'สมชาย' })
    expect(good).toEqual({ data: { name: 'สมชาย' }, errors: null })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts the fetch on preload, and validation reuses it', async () => {
    const load = vi.fn(async () => checking)
    const { check, preload } = lazyCheck(load)
    preload()
    preload()
    expect(load).toHaveBeenCalledTimes(1)
    await check({ name: '' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lets the form be sent unchecked when the fetch fails, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<FieldCheck<Values, Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(checking)
    const { check } = lazyCheck(load)
    expect(await check({ name: '' })).toEqual({ data: { name: '' }, errors: null })
    const retried = await check({ name: '' })
    expect(retried.errors?.name).toBeDefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
