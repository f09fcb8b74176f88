import { mkdir, mkdtemp, readdir, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { connectionArgs, removeStaleWorkFolders } from './tools'

describe('PostgreSQL client tools', () => {
  it('get the password through the environment, never on the command line', () => {
    const { url, env } = connectionArgs('postgres://clinic:s%40cret!@db.internal:5432/site')
    expect(url).toBe('postgres://clinic@db.internal:5432/site')
    expect(url).not.toContain('cret')
    expect(env).toEqual({ PGPASSWORD: 's@cret!' })
    expect(connectionArgs('postgres://postgres@127.0.0.1:5432/test').env).toEqual({})
  })
})

describe('working folders a dead run left', () => {
  it('are removed when older than three hours, and only those', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-work-'))
    for (const name of ['.work-old', '.work-new', 'keep-me']) await mkdir(path.join(dir, name))
    const fourHoursAgo = new Date(Date.now() - 4 * 3_600_000)
    await utimes(path.join(dir, '.work-old'), fourHoursAgo, fourHoursAgo)
    await utimes(path.join(dir, 'keep-me'), fourHoursAgo, fourHoursAgo)
    await removeStaleWorkFolders(dir, '.work-')
    expect((await readdir(dir)).sort()).toEqual(['.work-new', 'keep-me'])
  })
})
