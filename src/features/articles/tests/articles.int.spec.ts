import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/kernel/env'
import { metrics } from '@/kernel/server/metrics.mjs'
import type { Article } from '@/payload-types'
import { lexicalDocument } from '@/seed/lexical'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { articlesApi } from '../public-api'
import { listAllPublishedArticles } from '../read'

let payload: Payload
let coverId: number

type ApiArticle = {
  id: number
  slug: string
  title: string
  content: string
  tags: string
  cover: string | null
  coverResized: { large: string | null }
  publishedAt: string
}

/** The route's handler over the uncached list (Next's data cache exists only inside Next). */
const GET = articlesApi(listAllPublishedArticles)

async function get(query = '', headers: Record<string, string> = {}) {
  const response = await GET(
    new NextRequest(`http://localhost:3000/api/public/articles${query}`, { headers }),
  )
  return { response, body: (await response.json()) as ApiArticle[] & { message?: string } }
}

async function createArticle(
  title: string,
  publishedAt: string,
  {
    status = 'published',
    tags = '',
    text = title,
  }: { status?: 'published' | 'draft'; tags?: string; text?: string } = {},
) {
  return payload.create({
    collection: 'articles',
    data: {
      title,
      tags,
      publishedAt,
      cover: coverId,
      content: lexicalDocument([{ p: text }]) as never,
      _status: status,
    },
    draft: status === 'draft',
    overrideAccess: true,
    // No slug on purpose: the collection derives it from the title.
  } as Parameters<Payload['create']>[0]) as Promise<Article>
}

const titles = () => ['ข. การตลาด', 'ก. บัญชี', 'ค. ยา', 'A English first'] as const

beforeAll(async () => {
  payload = await getTestPayload()
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#0e7c86' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'ปกทดสอบ' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    overrideAccess: true,
  })
  coverId = media.id
  const [b, a, c, english] = titles()
  await createArticle(b, '2025-02-01T03:00:00.000Z', { tags: 'การตลาด, LINE' })
  await createArticle(a, '2025-03-01T03:00:00.000Z')
  await createArticle(c, '2025-01-01T03:00:00.000Z')
  await createArticle(english, '2025-04-01T03:00:00.000Z')
  await createArticle('ง. ร่างที่ยังไม่เผยแพร่', '2025-05-01T03:00:00.000Z', { status: 'draft' })
})

afterAll(async () => {
  await payload.destroy()
})

afterEach(() => {
  delete process.env.CONTENT_API_KEY
})

describe('GET /api/public/articles', () => {
  it('defaults to page 1, up to 100 published articles, title ascending', async () => {
    const { response, body } = await get()
    expect(response.status).toBe(200)
    expect(body.map((article) => article.title)).toEqual([
      'A English first',
      'ก. บัญชี',
      'ข. การตลาด',
      'ค. ยา',
    ])
  })

  it('replies with the public shape: HTML content, tags, absolute image addresses, ISO date', async () => {
    const { body } = await get()
    const article = body.find((item) => item.title === 'ข. การตลาด')!
    expect(Object.keys(article).sort()).toEqual(
      ['content', 'cover', 'coverResized', 'id', 'publishedAt', 'slug', 'tags', 'title'].sort(),
    )
    expect(article.content).toBe('<p>ข. การตลาด</p>')
    expect(article.tags).toBe('การตลาด, LINE')
    expect(article.slug).toBe('ข-การตลาด')
    expect(article.publishedAt).toBe('2025-02-01T03:00:00.000Z')
    const origin = env.SITE_URL
    expect(article.cover).toBe(`${origin}/api/media/file/cover-600x338.webp`)
    expect(article.coverResized.large).toBe(`${origin}/api/media/file/cover-1400x788.webp`)
  })

  it('sorts by publishedAt in either direction', async () => {
    const desc = await get('?sortColumn=publishedAt&sortDirection=desc')
    expect(desc.body.map((article) => article.publishedAt)).toEqual([
      '2025-04-01T03:00:00.000Z',
      '2025-03-01T03:00:00.000Z',
      '2025-02-01T03:00:00.000Z',
      '2025-01-01T03:00:00.000Z',
    ])
    const asc = await get('?sortColumn=publishedAt&sortDirection=asc')
    expect(asc.body.map((article) => article.title)).toEqual([
      'ค. ยา',
      'ข. การตลาด',
      'ก. บัญชี',
      'A English first',
    ])
  })

  it('pages with page and limit', async () => {
    const first = await get('?limit=3')
    const second = await get('?limit=3&page=2')
    expect(first.body).toHaveLength(3)
    expect(second.body.map((article) => article.title)).toEqual(['ค. ยา'])
    expect((await get('?limit=3&page=9')).body).toEqual([])
  })

  it('sorts by title descending', async () => {
    const { body } = await get('?sortDirection=desc&limit=2')
    expect(body.map((article) => article.title)).toEqual(['ค. ยา', 'ข. การตลาด'])
  })

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?sortColumn=content', 'sortColumn'],
    ['?sortDirection=sideways', 'sortDirection'],
  ])('answers %s with 400 and a JSON message naming %s', async (query, name) => {
    const { response, body } = await get(query)
    expect(response.status).toBe(400)
    expect(body.message).toContain(name)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('never serves drafts, nor the draft of a published article', async () => {
    const published = await createArticle('จ. ฉบับเผยแพร่', '2025-06-01T03:00:00.000Z')
    await payload.update({
      collection: 'articles',
      id: published.id,
      data: { title: 'จ. ฉบับเผยแพร่', content: lexicalDocument([{ p: 'ข้อความร่างใหม่' }]) as never },
      draft: true,
      overrideAccess: true,
    })
    const { body } = await get()
    expect(body.map((article) => article.title)).not.toContain('ง. ร่างที่ยังไม่เผยแพร่')
    const live = body.find((article) => article.id === published.id)!
    expect(live.content).toBe('<p>จ. ฉบับเผยแพร่</p>')

    await payload.update({
      collection: 'articles',
      id: published.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect((await get()).body.map((article) => article.id)).not.toContain(published.id)
  })

  it('lets a CDN cache the reply for a minute and serve it stale while revalidating', async () => {
    const { response } = await get()
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    )
  })

  it('requires the x-api-key header when CONTENT_API_KEY is set', async () => {
    process.env.CONTENT_API_KEY = 'k'.repeat(32)
    expect((await get()).response.status).toBe(401)
    expect((await get('', { 'x-api-key': 'wrong' })).response.status).toBe(401)
    const ok = await get('', { 'x-api-key': 'k'.repeat(32) })
    expect(ok.response.status).toBe(200)
    expect(ok.body.length).toBeGreaterThan(0)
  })

  it('marks keyed replies private, so no shared cache hands them to anyone else', async () => {
    process.env.CONTENT_API_KEY = 'k'.repeat(32)
    const { response } = await get('', { 'x-api-key': 'k'.repeat(32) })
    expect(response.headers.get('cache-control')).toBe('private, max-age=60')
  })

  it('limits one address to 120 requests at once, answering 429, while another still reads', async () => {
    const refusals = async () =>
      (await metrics().registry.getSingleMetric('clinic_rate_limit_refusals_total')!.get()).values
        .filter(({ labels }) => labels.limit === 'articles')
        .reduce((sum, { value }) => sum + value, 0)
    const refusedBefore = await refusals()
    // All at once: the bucket refills one request a second.
    const statuses = await Promise.all(
      Array.from(
        { length: 125 },
        async () => (await get('', { 'x-forwarded-for': '198.51.100.200' })).response.status,
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(120)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    // Counted on /api/metrics like every other limit's refusals.
    expect((await refusals()) - refusedBefore).toBe(5)
    expect((await get('', { 'x-forwarded-for': '198.51.100.201' })).response.status).toBe(200)
  })
})

describe('articles collection', () => {
  it('lets marketing schedule a publication to the minute, as the pages and globals do', () => {
    const scheduled = (versions: unknown) =>
      (versions as { drafts?: { schedulePublish?: { timeIntervals?: number } } } | undefined)
        ?.drafts?.schedulePublish
    // Payload's picker offers 5-minute steps unless told otherwise.
    expect(scheduled(payload.collections.articles.config.versions)).toMatchObject({
      timeIntervals: 1,
    })
    const documents: [string, unknown][] = [
      ...payload.config.collections.map((collection): [string, unknown] => [
        collection.slug,
        collection.versions,
      ]),
      ...payload.config.globals.map((global): [string, unknown] => [global.slug, global.versions]),
    ]
    const schedulable = documents.filter(([, versions]) => scheduled(versions))
    expect(schedulable.map(([slug]) => slug)).toEqual(
      expect.arrayContaining(['articles', 'pages', 'home-page']),
    )
    for (const [slug, versions] of schedulable) {
      expect(scheduled(versions), slug).toMatchObject({ timeIntervals: 1 })
    }
  })

  it('stores sanitised HTML whatever the editor sent', async () => {
    const article = await createArticle('ฉ. ทดสอบ XSS', '2025-07-01T03:00:00.000Z')
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: {
        contentHtml: '<img src=x onerror=alert(1)>',
        content: {
          root: {
            type: 'root',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: 'ltr',
                format: '',
                indent: 0,
                textFormat: 0,
                children: [
                  {
                    type: 'link',
                    version: 3,
                    direction: 'ltr',
                    format: '',
                    indent: 0,
                    fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
                    children: [
                      {
                        type: 'text',
                        text: 'คลิก',
                        format: 0,
                        detail: 0,
                        mode: 'normal',
                        style: '',
                        version: 1,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        } as never,
      },
      overrideAccess: true,
    })
    expect(updated.contentHtml).not.toMatch(/javascript:|onerror/i)
    expect(updated.contentHtml).toContain('คลิก')
  })

  it('keeps Thai in generated slugs and refuses a duplicate slug', async () => {
    const article = await createArticle('ช. คลินิกทันตกรรม', '2025-08-01T03:00:00.000Z')
    expect(article.slug).toBe('ช-คลินิกทันตกรรม')
    await expect(createArticle('ช. คลินิกทันตกรรม', '2025-08-02T03:00:00.000Z')).rejects.toThrow()
  })

  it('refuses anonymous writes and anonymous reads of drafts through the Local API rules', async () => {
    await expect(
      payload.create({
        collection: 'articles',
        data: {
          title: 'ซ. ไม่มีสิทธิ์',
          cover: coverId,
          content: lexicalDocument([{ p: 'x' }]) as never,
        },
        overrideAccess: false,
      } as Parameters<Payload['create']>[0]),
    ).rejects.toThrow()
    const drafts = await payload.find({
      collection: 'articles',
      where: { _status: { equals: 'draft' } },
      overrideAccess: false,
    })
    expect(drafts.docs).toEqual([])
  })

  it('lists to the public only the images of published articles', async () => {
    const png = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#f59e0b' },
    })
      .png()
      .toBuffer()
    const secretCover = await payload.create({
      collection: 'media',
      data: { alt: 'ปกของบทความที่ยังไม่เผยแพร่' },
      file: { data: png, mimetype: 'image/png', name: 'unreleased.png', size: png.length },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'articles',
      data: {
        title: 'ฌ. ร่างพร้อมรูปปก',
        publishedAt: '2025-09-01T03:00:00.000Z',
        cover: secretCover.id,
        content: lexicalDocument([{ p: 'ร่าง' }]) as never,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    } as Parameters<Payload['create']>[0])

    const listed = await payload.find({ collection: 'media', overrideAccess: false })
    expect(listed.docs.map((doc) => doc.id)).toEqual([coverId])
    await expect(
      payload.findByID({ collection: 'media', id: secretCover.id, overrideAccess: false }),
    ).rejects.toThrow()
    // Staff see every image.
    const staff = await payload.find({ collection: 'media', overrideAccess: true })
    expect(staff.docs.map((doc) => doc.id).sort()).toEqual([coverId, secretCover.id].sort())
  })
})
