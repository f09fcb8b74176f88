import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { lockProblems } from './check-lock.mjs'

const root = path.resolve(__dirname, '..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

describe('the lock file check', () => {
  it('accepts the committed lock file', () => {
    expect(lockProblems(read('package-lock.json'), read('package.json'))).toEqual([])
  })

  it('fails when another platform’s native build of Next’s compiler is removed', () => {
    const lock = read('package-lock.json')
    delete lock.packages['node_modules/@next/swc-darwin-arm64']
    expect(lockProblems(lock, read('package.json'))).toEqual([
      'node_modules/next lists optional @next/swc-darwin-arm64, missing from the lock',
    ])
  })

  it('fails when every Windows and musl native is removed', () => {
    const lock = read('package-lock.json')
    const removed = Object.keys(lock.packages).filter((key) => /win32|musl/.test(key))
    for (const key of removed) delete lock.packages[key]
    expect(removed.length).toBeGreaterThan(10)
    expect(lockProblems(lock, read('package.json'))).toHaveLength(removed.length)
  })

  it('fails when a dependency on a dist-tag is not pinned', () => {
    const pkg = read('package.json')
    delete pkg.overrides['third-party-web']
    expect(lockProblems(read('package-lock.json'), pkg)).toEqual([
      'node_modules/@paulirish/trace_engine depends on third-party-web@latest, a dist-tag: pin it in package.json overrides',
    ])
  })

  it('fails when package.json promises a Node version a dependency refuses', () => {
    const pkg = read('package.json')
    pkg.engines.node = '>=20.9.0'
    const problems = lockProblems(read('package-lock.json'), pkg)
    expect(problems).toContain(
      'node_modules/vite needs Node ^20.19.0 || >=22.12.0; package.json promises >=20.9.0',
    )
  })
})
