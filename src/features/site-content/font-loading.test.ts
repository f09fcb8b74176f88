import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { fontLoadScript } from './font-loading'

const faces = [
  { weight: '400', family: "'thaiFont'", sample: 'ก' },
  { weight: '700', family: "'latinFont', 'latinFont Fallback', Arial, sans-serif", sample: 'a' },
]

describe('fontLoadScript', () => {
  it('asks the document for every face, with its weight and a character it covers', () => {
    const calls: [string, string][] = []
    const fonts = {
      load: (font: string, text: string) => {
        calls.push([font, text])
        return Promise.resolve([])
      },
    }
    runInNewContext(fontLoadScript(faces), { document: { fonts } })
    expect(calls).toEqual([
      ["400 1em 'thaiFont'", 'ก'],
      ["700 1em 'latinFont', 'latinFont Fallback', Arial, sans-serif", 'a'],
    ])
  })

  it('does nothing, and throws nothing, without the Font Loading API', () => {
    expect(() => runInNewContext(fontLoadScript(faces), { document: {} })).not.toThrow()
  })

  it('handles a failed load instead of leaving an unhandled rejection', () => {
    const handlers: unknown[] = []
    const fonts = { load: () => ({ catch: (handler: unknown) => handlers.push(handler) }) }
    runInNewContext(fontLoadScript(faces), { document: { fonts } })
    expect(handlers).toHaveLength(faces.length)
    expect(handlers.every((handler) => typeof handler === 'function')).toBe(true)
  })

  it('cannot close the script element it is written into', () => {
    const source = fontLoadScript([{ weight: '400', family: '</script><b>', sample: 'ก' }])
    expect(source).not.toContain('</script')
  })
})
