import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { messages } from '../../src/features/site-content/content/messages'

import { expect, test } from '../helpers/e2e-test'

/*
 * A not-found page is read by crawlers, link checkers and visitors without JavaScript: the status,
 * the Thai text and the way home must be in the HTML the server sends, not added by hydration.
 */
const pages = [
  {
    path: '/no-such-page/here',
    heading: messages.notFound.title,
    text: messages.notFound.description,
  },
  {
    path: '/articles/detail?slug=does-not-exist',
    heading: messages.articles.notFoundTitle,
    text: messages.articles.notFoundDescription,
  },
  {
    path: '/articles/detail',
    heading: messages.articles.notFoundTitle,
    text: messages.articles.notFoundDescription,
  },
]

for (const { path, heading, text } of pages) {
  test(`${path} arrives as server-rendered HTML with status 404, the Thai text and a link home`, async ({
    request,
  }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(html).not.toContain('id="__next_error__"')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(html).toContain(text)
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>[^<]*กลับไปหน้าแรก/)
  })
}

test('the not-found page reads the same with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/articles/detail?slug=does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.articles.notFoundTitle)
  await expect(page.getByRole('link', { name: messages.notFound.backHome })).toHaveAttribute(
    'href',
    '/',
  )
  await context.close()
})

/** Next's cached article pages (ISR): one set of files per page it keeps. */
function articleCacheFiles(): string[] {
  const root = path.join(process.cwd(), '.next', 'server')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (full.includes(`${path.sep}articles${path.sep}detail${path.sep}`)) files.push(full)
    }
  }
  if (existsSync(root)) walk(root)
  return files.sort()
}

test('unknown article slugs get their 404 without adding anything to the page cache', async ({
  request,
}) => {
  const before = articleCacheFiles()
  for (let i = 0; i < 12; i += 1) {
    const slug = `no-such-article-${Date.now().toString(36)}-${i}`
    const response = await request.get(`/articles/detail?slug=${slug}`)
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain(messages.articles.notFoundDescription)
  }
  // Writes to the cache happen after the reply: give them time to land before looking.
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(articleCacheFiles()).toEqual(before)
})

test('published articles are still kept in the page cache', async ({ request }) => {
  const [first] = (await (await request.get('/api/public/articles?limit=1')).json()) as {
    slug: string
  }[]
  const address = `/articles/detail?slug=${encodeURIComponent(first.slug)}`
  await request.get(address)
  const response = await request.get(address)
  expect(response.status()).toBe(200)
  expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
})
