import type { APIRequestContext, Page } from '@playwright/test'

import { lexicalDocument } from '../../src/seed/lexical'
import { adminToken } from '../helpers/admin-api'
import { animationsFinished } from '../helpers/animations'
import { pageAxe } from '../helpers/axe'
import { expect, test } from '../helpers/e2e-test'
import { hydrated } from '../helpers/hydration'

type ApiArticle = { id: number; slug: string; title: string; tags: string; publishedAt: string }

/** The published articles in list order, straight from the public API. */
async function listOrder(request: APIRequestContext): Promise<ApiArticle[]> {
  const response = await request.get('/api/public/articles')
  expect(response.status()).toBe(200)
  return (await response.json()) as ApiArticle[]
}

const detailPath = (slug: string) => `/articles/detail?slug=${encodeURIComponent(slug)}`
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'รายการบทความ' }).getByRole('article').getByRole('heading')

test.describe('article list', () => {
  test('shows every published article in title order with tags, cover, excerpt and a read-more link', async ({
    page,
    request,
  }) => {
    const articles = await listOrder(request)
    expect(articles.length).toBeGreaterThanOrEqual(6)
    await page.goto('/articles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('บทความ & ความรู้')
    await expect(cardTitles(page)).toHaveText(articles.map((article) => article.title))

    const first = page.getByRole('list', { name: 'รายการบทความ' }).getByRole('article').first()
    const tags = articles[0].tags.split(',').map((tag) => tag.trim())
    await expect(first.getByRole('list', { name: 'แท็ก' }).getByRole('listitem')).toHaveText(tags)
    const cover = first.getByRole('img')
    await expect(cover).toHaveAttribute('alt', /.+/)
    await expect(cover).toHaveJSProperty('complete', true)
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const excerpt = first.locator('p')
    await expect(excerpt).not.toBeEmpty()
    expect(await excerpt.textContent()).not.toContain('<')
    await expect(first.getByRole('link', { name: `อ่านต่อ ${articles[0].title}` })).toHaveAttribute(
      'href',
      detailPath(articles[0].slug),
    )
  })

  test('lays the cards out in 3 columns on desktop, 2 on tablet and 1 on phones', async ({
    page,
  }) => {
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/articles')
      const lefts = await page
        .getByRole('list', { name: 'รายการบทความ' })
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
      expect(new Set(lefts).size).toBe(columns)
    }
  })

  test('staggers the cards 0.2 s apart', async ({ page }) => {
    await page.goto('/articles')
    const delays = await page
      .getByRole('list', { name: 'รายการบทความ' })
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.slice(0, 4).map((item) => getComputedStyle(item).animationDelay),
      )
    expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s'])
  })

  test('loads the first row of covers at once, the first preloaded at high priority, the rest lazily', async ({
    page,
    request,
  }) => {
    const articles = await listOrder(request)
    await page.goto('/articles')
    const covers = page
      .getByRole('list', { name: 'รายการบทความ' })
      .getByRole('article')
      .getByRole('img')
    await expect(covers).toHaveCount(articles.length)
    const attributes = await covers.evaluateAll((images) =>
      images.map((image) => ({
        loading: image.getAttribute('loading'),
        priority: image.getAttribute('fetchpriority'),
        srcset: image.getAttribute('srcset') ?? '',
        sizes: image.getAttribute('sizes') ?? '',
      })),
    )
    expect(attributes.map(({ loading, priority }) => [loading, priority])).toEqual(
      attributes.map((_, index) =>
        index === 0 ? ['eager', 'high'] : index < 3 ? ['eager', 'low'] : ['lazy', null],
      ),
    )
    for (const { srcset, sizes } of attributes) {
      // The image optimizer's widths, chosen by the browser from the layout's sizes.
      expect(srcset).toMatch(/^\/_next\/image\?url=.+ 640w, .+ 1080w/)
      expect(sizes).toContain('100vw')
    }
    const preloads = page.locator('link[rel="preload"][as="image"]')
    await expect(preloads).toHaveCount(1)
    await expect(preloads).toHaveAttribute('imagesrcset', attributes[0].srcset)
    await expect(preloads).toHaveAttribute('fetchpriority', 'high')

    // The detail page's cover is its likely largest paint: preloaded too. (Routes the page's links
    // prefetch may add their own cover hints later, so the check is for this cover's.)
    await page.goto(detailPath(articles[0].slug))
    const cover = page.locator('main img').first()
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    const coverSrcset = (await cover.getAttribute('srcset')) ?? ''
    expect(coverSrcset).toMatch(/^\/_next\/image\?url=/)
    const hinted = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))
    expect(hinted).toContain(coverSrcset)
  })

  test('has no axe violations on the list and a detail page', async ({ page, request }) => {
    const [article] = await listOrder(request)
    for (const path of ['/articles', detailPath(article.slug)]) {
      await page.goto(path)
      await animationsFinished(page)
      const results = await pageAxe(page).analyze()
      expect(
        results.violations.map((violation) => violation.id),
        path,
      ).toEqual([])
    }
  })
})

test.describe('article detail', () => {
  test("'อ่านต่อ' opens the detail page with tags, Thai date and time, cover and content", async ({
    page,
    request,
  }) => {
    const [article] = await listOrder(request)
    await page.goto('/articles')
    await page.getByRole('link', { name: `อ่านต่อ ${article.title}` }).click()
    await expect(page).toHaveURL(detailPath(article.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    const published = new Date(article.publishedAt)
    const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      era: 'short',
    }).format(published)
    await expect(page.locator('time')).toContainText(thaiDate)
    await expect(page.locator('time')).toContainText('พ.ศ.')
    await expect(page.locator('time')).toContainText(/\d{2}:\d{2} น\./)
    // The first seeded article: 5 March 2025, 07:30 UTC.
    if (article.publishedAt === '2025-03-05T07:30:00.000Z') {
      await expect(page.locator('time')).toHaveText('5 มีนาคม พ.ศ. 2568 · 14:30 น.')
    }
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
    await expect(page.locator('.article-content h2').first()).toBeVisible()
    await expect(page.locator('footer#contact')).toBeVisible()
  })

  test('previous and next walk the whole list in title order and back', async ({
    page,
    request,
  }) => {
    const articles = await listOrder(request)
    const pager = () => page.getByRole('navigation', { name: 'บทความอื่น' })
    await page.goto(detailPath(articles[0].slug))
    await expect(pager().getByRole('link', { name: /บทความก่อนหน้า/ })).toHaveCount(0)
    for (const next of articles.slice(1)) {
      await pager()
        .getByRole('link', { name: /บทความถัดไป/ })
        .click()
      await expect(page).toHaveURL(detailPath(next.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
    }
    await expect(pager().getByRole('link', { name: /บทความถัดไป/ })).toHaveCount(0)
    for (const previous of articles.slice(0, -1).reverse()) {
      const link = pager().getByRole('link', { name: /บทความก่อนหน้า/ })
      await expect(link).toContainText(previous.title)
      await link.click()
      await expect(page).toHaveURL(detailPath(previous.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(previous.title)
    }
  })

  test('a detail address loaded directly works, and again after a reload', async ({
    page,
    request,
  }) => {
    const articles = await listOrder(request)
    const article = articles[2]
    const response = await page.goto(detailPath(article.slug))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(
      page.getByRole('link', { name: new RegExp(articles[1].title.slice(0, 10)) }),
    ).toBeVisible()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/\/articles\/detail\?slug=/)
    expect(new URL(canonical!).searchParams.get('slug')).toBe(article.slug)
  })

  test('share buttons open Facebook and LINE with the canonical address in a 600x400 window', async ({
    page,
    context,
    request,
  }) => {
    const [article] = await listOrder(request)
    // The share sites are outside our system: answer them locally.
    await context.route(/facebook\.com|social-plugins\.line\.me/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
    )
    await page.addInitScript(() => {
      const calls: unknown[][] = []
      ;(window as unknown as { shareCalls: unknown[][] }).shareCalls = calls
      const original = window.open.bind(window)
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args)
        return original(...args)
      }
    })
    await page.goto(detailPath(article.slug))
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    // Before the script the links open the share pages in a tab of their own (they are links);
    // the 600x400 window is what the script adds.
    await hydrated(page.getByRole('link', { name: 'แชร์ไปที่ Facebook' }))

    for (const [name, check] of [
      [
        'แชร์ไปที่ Facebook',
        (url: URL) => {
          expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
          expect(url.searchParams.get('u')).toBe(canonical)
        },
      ],
      [
        'แชร์ไปที่ LINE',
        (url: URL) => {
          expect(url.origin + url.pathname).toBe('https://social-plugins.line.me/lineit/share')
          expect(url.searchParams.get('url')).toBe(canonical)
          expect(url.searchParams.get('text')).toBe(article.title)
        },
      ],
    ] as const) {
      const popup = context.waitForEvent('page')
      await page.getByRole('link', { name }).click()
      const opened = await popup
      await opened.waitForLoadState()
      check(new URL(opened.url()))
      await opened.close()
    }
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: [string, string, string][] }).shareCalls,
    )
    expect(calls).toHaveLength(2)
    for (const [, , features] of calls) expect(features).toMatch(/^width=600,height=400,/)
    // The page itself stayed where it was.
    await expect(page).toHaveURL(detailPath(article.slug))
  })

  test('a detail page answers behind a TLS proxy (X-Forwarded-Proto: https), served in-process', async ({
    request,
  }) => {
    // /articles/detail?slug= is rewritten to the static /articles/detail/<slug> by the proxy. When
    // `next start` was given a hostname (-H 127.0.0.1), Next fetched that rewrite from itself over
    // HTTP, and with X-Forwarded-Proto: https it failed with 500. This server trusts no proxy, so
    // it drops the headers below; tests/system/client-address.system.spec.ts sends them through a
    // proxy it trusts (TRUSTED_PROXY_HOPS=1), where they reach Next.
    const [article] = await listOrder(request)
    const response = await request.get(detailPath(article.slug), {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<h1`)
    expect(html).toContain(article.title)
  })

  for (const path of [
    '/articles/detail',
    '/articles/detail?slug=ไม่มีบทความนี้',
    `/articles/detail?slug=${encodeURIComponent('../../admin')}`,
  ]) {
    test(`${path} answers 404 with a Thai message and a way back`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบบทความที่คุณต้องการ')
      await page.getByRole('link', { name: 'กลับไปหน้าบทความ' }).click()
      await expect(page).toHaveURL(/\/articles$/)
    })
  }
})

test.describe('publishing', () => {
  test('an article published in the admin API appears on /articles without a rebuild, and leaves when deleted', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const media = await request.get('/api/media?limit=1&depth=0', { headers })
    const coverId = ((await media.json()) as { docs: { id: number }[] }).docs[0].id
    const title = `ทดสอบเผยแพร่ ${Date.now()}`
    const created = await request.post('/api/articles', {
      headers,
      data: {
        title,
        tags: 'ทดสอบ',
        cover: coverId,
        content: lexicalDocument([{ p: 'บทความที่เผยแพร่ระหว่างการทดสอบ' }]),
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }

    try {
      await expect
        .poll(
          async () => {
            await page.goto('/articles')
            return cardTitles(page).allTextContents()
          },
          { timeout: 20_000, intervals: [500, 1000, 2000] },
        )
        .toContain(title)
      await page.goto(detailPath(doc.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    } finally {
      const deleted = await request.delete(`/api/articles/${doc.id}`, { headers })
      expect(deleted.status()).toBe(200)
    }
    await expect
      .poll(
        async () => {
          await page.goto('/articles')
          return cardTitles(page).allTextContents()
        },
        { timeout: 20_000, intervals: [500, 1000, 2000] },
      )
      .not.toContain(title)
    await expect
      .poll(async () => (await page.goto(detailPath(doc.slug)))?.status(), { timeout: 20_000 })
      .toBe(404)
  })

  test('the sitemap, robots.txt and the RSS feed list the published articles', async ({
    request,
  }) => {
    const articles = await listOrder(request)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/pdpa', '/articles', '/register']) {
      expect(sitemap).toContain(`${path}</loc>`)
    }
    for (const article of articles) {
      expect(sitemap).toContain(detailPath(article.slug).replace('&', '&amp;'))
    }
    expect(sitemap).toContain('<lastmod>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/admin/)
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/)
    const rss = await request.get('/articles/rss.xml')
    expect(rss.headers()['content-type']).toContain('application/rss+xml')
    const feed = await rss.text()
    for (const article of articles) expect(feed).toContain(`<title>${article.title}</title>`)
  })

  test('a detail page carries Open Graph, Twitter and JSON-LD Article metadata', async ({
    page,
    request,
  }) => {
    const [article] = await listOrder(request)
    await page.goto(detailPath(article.slug))
    const meta = (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')
    expect(await meta('og:type')).toBe('article')
    expect(await meta('og:title')).toBe(article.title)
    expect(await meta('og:image')).toMatch(/1200x630\.webp$/)
    expect(await meta('og:image:width')).toBe('1200')
    expect(await meta('twitter:card')).toBe('summary_large_image')
    expect(await meta('description')).toBeTruthy()
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as Record<string, unknown>
    expect(jsonLd['@type']).toBe('Article')
    expect(jsonLd.headline).toBe(article.title)
    expect(jsonLd.datePublished).toBe(article.publishedAt)
  })
})
