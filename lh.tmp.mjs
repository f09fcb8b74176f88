import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from './scripts/lib/server.mjs'
import { loadLocalEnv } from './scripts/lib/local-env.mjs'
import { applyTestEnv } from './scripts/lib/test-env.mjs'
loadLocalEnv(); applyTestEnv()
process.env.DATABASE_URL = 'file:' + process.cwd() + '/data/scratch.db'; process.env.MEDIA_DIR = process.cwd() + '/data/scratch-media'
const server = await startServer({ port: 3200 })
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] })
for (const p of process.argv.slice(2)) {
  for (let i = 0; i < 2; i++) {
    const { lhr } = await lighthouse(server.url + p, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (i === 0) continue
    const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet
    console.log(p, 'perf', lhr.categories.performance.score, 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue), lcpEl?.slice(0, 160))
    const lt = lhr.audits['long-tasks']?.details?.items?.slice(0,6).map(x => [x.url?.slice(-30), Math.round(x.startTime), Math.round(x.duration)])
    console.log('long tasks', JSON.stringify(lt))
  }
}
await chrome.kill(); server.stop()
