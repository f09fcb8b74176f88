import { afterEach, describe, expect, it, vi } from 'vitest'

import { projectNodeMajor, requireProjectNode } from './local-env.mjs'

afterEach(() => vi.restoreAllMocks())

describe('the Node.js the project starts on', () => {
  it('is the one this test runs on (npm puts the project’s own first)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(projectNodeMajor)
  })

  it('stops a start on another line, saying which Node to use and how', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    requireProjectNode('24.21.0')
    expect(exit).not.toHaveBeenCalled()
    requireProjectNode('20.20.2')
    expect(exit).toHaveBeenCalledWith(1)
    expect(said.mock.calls[0][0]).toMatch(/Node\.js 24 LTS, not 20\.20\.2.*npm start, npm test/)
  })
})
