import { describe, expect, it } from 'vitest'

import { deferScripts } from './defer-scripts.mjs'

const page = `<!DOCTYPE html><html lang="th"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/><script src="/_next/static/chunks/0637.js" async=""></script><script src="/_next/static/chunks/1buk.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><h1>นโยบาย</h1><script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/w.js" async=""></script></body></html>`

describe('deferScripts', () => {
  const out = deferScripts(page)

  it('takes every chunk script and its preload out of the parsed HTML', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/)
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it('loads the same chunks, in the same order, from one loader at the end of the body', () => {
    const loader = /<script data-deferred-scripts="">(.*?)<\/script><\/body>/.exec(out)
    expect(loader).not.toBeNull()
    expect(loader![1]).toContain(
      '["/_next/static/chunks/0637.js","/_next/static/chunks/1buk.js","/_next/static/chunks/w.js"]',
    )
    // After the browser reports the first contentful paint; after the first frame where it
    // cannot; after 5 s in a tab that paints nothing.
    expect(loader![1]).toContain(`getEntriesByName('first-contentful-paint')`)
    expect(loader![1]).toContain('requestAnimationFrame')
    expect(loader![1]).toContain('setTimeout(go,5000)')
  })

  it('keeps everything else: styles, inline data, the legacy-browser script, the content', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<h1>นโยบาย</h1>',
    ]) {
      expect(out).toContain(kept)
    }
  })

  it('leaves a page without chunk scripts, and a page already rewritten, as it is', () => {
    const plain = '<html><body><p>ok</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
    expect(deferScripts(out)).toBe(out)
  })
})
