import { expect, test } from '@playwright/test'

import { messages } from '../../src/content/messages'

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
