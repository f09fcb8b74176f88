// `npm run screenshots -- [baseURL] [path ...]`: full-page PNGs of pages at phone, tablet and
// desktop widths in test-results/screenshots, for looking at what we build. Needs a running server.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { projectRoot } from './lib/local-env.mjs'
import { launchChromium } from './lib/slow-phone.mjs'

const [baseURL = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/', '/pdpa', '/articles', '/no-such-page']
const widths = (process.env.SCREENSHOT_WIDTHS || '375,768,1440').split(',').map(Number)
const outDir = path.join(projectRoot, 'test-results', 'screenshots')
mkdirSync(outDir, { recursive: true })

const browser = await launchChromium()
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'th-TH' })
    const page = await context.newPage()
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseURL).toString(), { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      const slug = pagePath
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_|_$/g, '')
        .slice(0, 60)
      const name = `${slug || 'home'}-${width}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      // Slices a person can read at full size, one screen-and-a-half each.
      const sliceHeight = Math.round(Math.min(width * 1.6, 1400))
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, part = 1; y < height; y += sliceHeight, part += 1) {
        await page.screenshot({
          path: path.join(outDir, name.replace('.png', `.part${part}.png`)),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(sliceHeight, height - y) },
        })
      }
      console.log(`${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
