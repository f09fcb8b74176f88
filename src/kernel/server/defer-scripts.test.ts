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

/**
 * Runs the loader as a browser without paint timing would: a fake document whose appendChild
 * costs `costMs` on a fake clock, the first frame, then every timer in order. Returns the
 * scripts each task added.
 */
function runLoader(html: string, costMs: number) {
  const script = /<script data-deferred-scripts="">(.*?)<\/script>/.exec(html)![1]
  let now = 0
  const timers: { at: number; run: () => void }[] = []
  const frames: (() => void)[] = []
  let added: string[] = []
  const fakeWindow = {}
  const fakeDocument = {
    createElement: () => ({ src: '', async: false }),
    head: {
      appendChild: (element: { src: string; async: boolean }) => {
        expect(element.async).toBe(true)
        added.push(element.src)
        now += costMs
      },
    },
  }
  const fakeDate = { now: () => now }
  new Function('window', 'document', 'setTimeout', 'requestAnimationFrame', 'Date', script)(
    fakeWindow,
    fakeDocument,
    (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    (run: () => void) => frames.push(run),
    fakeDate,
  )
  const tasks: string[][] = []
  const task = (run: () => void) => {
    added = []
    run()
    if (added.length) tasks.push(added)
  }
  for (const frame of frames.splice(0)) task(frame)
  while (timers.length) {
    timers.sort((a, b) => a.at - b.at)
    const next = timers.shift()!
    now = Math.max(now, next.at)
    task(next.run)
  }
  return tasks
}

describe('the loader on a slow phone', () => {
  const chunks = Array.from({ length: 11 }, (_, i) => `/_next/static/chunks/c${i}.js`)
  const html = deferScripts(
    `<html><head>${chunks.map((src) => `<script src="${src}" async=""></script>`).join('')}</head><body><p>ok</p></body></html>`,
  )

  it('adds the scripts in tasks of about 4 ms, in order, each once', () => {
    // 3 ms a script: a task stops once it has run 4 ms, so two scripts a task.
    const tasks = runLoader(html, 3)
    expect(tasks.map((task) => task.length)).toEqual([2, 2, 2, 2, 2, 1])
    expect(tasks.flat()).toEqual(chunks)
  })

  it('adds them all in one task where adding a script costs nothing', () => {
    expect(runLoader(html, 0)).toEqual([chunks])
  })

  it('gives a script that takes longer than a slice a task of its own', () => {
    const tasks = runLoader(html, 15)
    expect(tasks).toEqual(chunks.map((src) => [src]))
  })
})
