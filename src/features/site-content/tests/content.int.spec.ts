// The site's content in the CMS: who may read and change it over REST, the starting content,
// the privacy notice's versions, prices that registrations keep, redirects left by renamed
// slugs, and a publication scheduled ahead.
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Role } from '@/kernel/access/roles'
import { issueFormToken } from '@/kernel/api/form-token.mjs'
import { initialCookiePolicy } from '@/kernel/consent/policy'
import { forgetNoticeVersions, noticeVersions } from '@/kernel/content/published'
import { publicationToast } from '@/kernel/content/text'
import { provide, provided } from '@/kernel/runtime.mjs'
import { bangkokDay } from '@/kernel/text/thai-date'
import type { Pricing, PrivacyNotice } from '@/payload-types'
import { homeLayout, seedContent } from '@/seed/content'
import { lexicalDocument } from '@/seed/lexical'

import { submitConsent } from '@/features/privacy/consent/submit'
import { submitRegistration } from '@/features/registrations/submit'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { rest } from '../../../../tests/helpers/rest'
import { createSignedInStaff } from '../../../../tests/helpers/staff'
import { validateLayout } from '../blocks'
import { isRedirectSource, redirectKey, reloadRedirects, startRedirectTable } from '../redirects'

let payload: Payload
const tokens = {} as Record<Role, string>
const users = {} as Record<Role, { id: number; collection: 'users' }>

const globals = ['home-page', 'pricing', 'site-settings', 'privacy-notice', 'register-page']

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'marketing', 'sales'] as const) {
    const { user, token } = await createSignedInStaff(
      payload,
      `${role}@content.example`,
      role,
      role,
    )
    users[role] = { id: Number(user.id), collection: 'users' }
    tokens[role] = token
  }
})

afterAll(async () => {
  await payload?.destroy()
})

const pricingNow = () =>
  payload.findGlobal({ slug: 'pricing', draft: false, overrideAccess: true }) as Promise<Pricing>

const morePrice = (pricing: Pricing) =>
  pricing.packages!.find((pkg) => pkg.key === 'More')!.yearlyPrice

describe('the starting content', () => {
  it('publishes the starting content once, and leaves edits alone afterwards', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
    expect(home._status).toBe('published')
    expect(home.layout.map((block) => block.blockType)).toEqual(
      homeLayout().map((block) => block.blockType),
    )
    expect(morePrice(await pricingNow())).toBe(28_000)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.phone).toBe('02-000-0000')

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { hours: 'ทุกวัน 08:00 - 20:00 น.' },
      overrideAccess: true,
    })
    await seedContent(payload)
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.hours).toBe('ทุกวัน 08:00 - 20:00 น.')
  })
})

describe('roles over REST', () => {
  it.each(globals)('lets marketing and admin read and change %s, and nobody else', async (slug) => {
    for (const role of ['admin', 'marketing'] as const) {
      expect((await rest('GET', `/globals/${slug}`, { token: tokens[role] })).status).toBe(200)
    }
    expect((await rest('GET', `/globals/${slug}`, { token: tokens.sales })).status).toBe(403)
    expect((await rest('GET', `/globals/${slug}`)).status).toBe(403)
    expect((await rest('GET', `/globals/${slug}/versions`, { token: tokens.sales })).status).toBe(
      403,
    )
    const change = { body: { lastEditedBy: null } }
    expect(
      (await rest('POST', `/globals/${slug}`, { ...change, token: tokens.sales })).status,
    ).toBe(403)
    expect((await rest('POST', `/globals/${slug}`, change)).status).toBe(403)
  })

  it('lets marketing save a draft of the prices that the published prices do not show', async () => {
    const draft = await pricingNow()
    const packages = draft.packages!.map((pkg) =>
      pkg.key === 'More' ? { ...pkg, yearlyPrice: 25_000 } : pkg,
    )
    const reply = await rest('POST', '/globals/pricing?draft=true', {
      token: tokens.marketing,
      body: { packages },
    })
    expect(reply.status).toBe(200)
    expect(morePrice(await pricingNow())).toBe(28_000)
    const latest = (await payload.findGlobal({
      slug: 'pricing',
      draft: true,
      overrideAccess: true,
    })) as Pricing
    expect(morePrice(latest)).toBe(25_000)
    expect(latest.lastEditedBy).toMatchObject({ id: users.marketing.id })
  })

  it.each(['pages', 'redirects'])('keeps %s to marketing and admin', async (slug) => {
    expect((await rest('GET', `/${slug}`, { token: tokens.marketing })).status).toBe(200)
    expect((await rest('GET', `/${slug}`, { token: tokens.admin })).status).toBe(200)
    expect((await rest('GET', `/${slug}`, { token: tokens.sales })).status).toBe(403)
    expect((await rest('GET', `/${slug}`)).status).toBe(403)
    const body =
      slug === 'pages'
        ? { title: 'โปรโมชัน', layout: homeLayout().slice(0, 1) }
        : { from: '/old-promo-by-sales', to: '/' }
    expect((await rest('POST', `/${slug}`, { token: tokens.sales, body })).status).toBe(403)
    expect((await rest('POST', `/${slug}`, { body })).status).toBe(403)
    expect((await rest('POST', `/${slug}`, { token: tokens.marketing, body })).status).toBe(201)
  })
})

describe('a page’s sections', () => {
  it('need one hero and each other section once; rich text may repeat', () => {
    const hero = { blockType: 'hero' }
    expect(
      validateLayout([
        hero,
        { blockType: 'faq' },
        { blockType: 'richText' },
        { blockType: 'richText' },
      ]),
    ).toBe(true)
    expect(validateLayout([{ blockType: 'faq' }])).toMatch(/ส่วนหัวของหน้า/)
    expect(validateLayout([hero, hero])).toMatch(/ส่วนหัวของหน้า/)
    expect(validateLayout([hero, { blockType: 'pricing' }, { blockType: 'pricing' }])).toMatch(
      /แพ็กเกจและราคา/,
    )
  })

  it('are checked when a page is published, not while it is a draft', async () => {
    const faqOnly = { title: 'ร่าง', layout: [homeLayout()[9]] }
    const draft = await rest('POST', '/pages?draft=true', {
      token: tokens.marketing,
      body: faqOnly,
    })
    expect(draft.status).toBe(201)
    const published = await rest('POST', '/pages', {
      token: tokens.marketing,
      body: { ...faqOnly, _status: 'published' },
    })
    expect(published.status).toBe(400)
    expect(published.text).toContain('ส่วนหัวของหน้า')
  })

  it('may be half written in a draft, are checked in full when published, and the reply says which happened', async () => {
    const token = tokens.marketing
    const half = {
      title: 'ครึ่งทาง',
      slug: `half-${Date.now()}`,
      layout: [{ blockType: 'hero', eyebrow: 'โปรโมชันเดือนนี้' }],
    }
    // A section just added, its required texts still empty: the draft is kept as it is.
    const draft = await rest('POST', '/pages?draft=true', { token, body: half })
    expect(draft.status).toBe(201)
    const { doc, message } = draft.json<{ doc: { id: number }; message: string }>()
    expect(message).not.toBe(publicationToast.th)
    // Published, the same page names what is missing; nothing is published.
    const refused = await rest('PATCH', `/pages/${doc.id}`, {
      token,
      body: { ...half, _status: 'published' },
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('layout.0.headline')
    const complete = { ...half, layout: [homeLayout()[0]] }
    const published = await rest('PATCH', `/pages/${doc.id}`, {
      token,
      body: { ...complete, _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(published.json<{ message: string }>().message).toBe(publicationToast.th)
    // A draft saved afterwards is a draft again; so is a global's.
    const redraft = await rest('PATCH', `/pages/${doc.id}?draft=true`, {
      token,
      body: { title: 'แก้ร่าง', _status: 'draft' },
    })
    expect(redraft.json<{ message: string }>().message).not.toBe(publicationToast.th)
    // The sign-up page's texts published again as they are (a draft of the prices stays one).
    const signUp = await payload.findGlobal({ slug: 'register-page', overrideAccess: true })
    const republished = await rest('POST', '/globals/register-page', {
      token,
      body: { ...signUp, _status: 'published' },
    })
    expect(republished.status).toBe(200)
    expect(republished.json<{ message: string }>().message).toBe(publicationToast.th)
  })
})

describe('the privacy notice', () => {
  const notice = () =>
    payload.findGlobal({
      slug: 'privacy-notice',
      draft: false,
      overrideAccess: true,
    }) as Promise<PrivacyNotice>

  const publish = async (change: (notice: PrivacyNotice) => Partial<PrivacyNotice>) => {
    const current = await notice()
    await payload.updateGlobal({
      slug: 'privacy-notice',
      data: { ...change(current), _status: 'published' },
      user: { ...users.marketing, role: 'marketing' } as never,
      overrideAccess: false,
    })
    return notice()
  }

  it('keeps its version when published unchanged', async () => {
    const before = await notice()
    expect(before.noticeVersion).toBe(initialCookiePolicy.version)
    const after = await publish(() => ({}))
    expect(after.noticeVersion).toBe(initialCookiePolicy.version)
    expect(after.cookieRevision).toBe(initialCookiePolicy.revision)
  })

  it('gets a new version when its text changes, which new records store; the cookie part stays', async () => {
    // Published at 03:00 in Bangkok, still the day before in UTC: the version is Bangkok's day.
    const at = new Date()
    at.setUTCHours(20, 0, 0, 0)
    if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)
    const after = await publish((current) => ({
      intro: [...(current.intro ?? []), { text: 'ย่อหน้าใหม่เกี่ยวกับการติดต่อทาง LINE' }],
    })).finally(() => vi.useRealTimers())
    const today = bangkokDay(at)
    expect(today).not.toBe(at.toISOString().slice(0, 10))
    expect(after.noticeVersion).toBe(today)
    expect(after.cookieVersion).toBe(initialCookiePolicy.version)
    expect(after.cookieRevision).toBe(initialCookiePolicy.revision)
    forgetNoticeVersions()
    expect((await noticeVersions(payload)).notice).toBe(today)

    const reply = await submitRegistration(
      new Request('http://localhost/api/v2/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${'t'.repeat(40)}` },
        body: JSON.stringify({
          clinicName: 'คลินิกฉบับใหม่',
          fullName: 'สมศรี',
          phone: '081-234-5678',
          email: 'notice@clinic.example',
          branchCount: 2,
          package: 'More',
        }),
      }),
      { kind: 'api', expectedToken: 't'.repeat(40) },
      { payload: async () => payload, secret: 's'.repeat(32), limiter: null },
    )
    expect(reply.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: 'notice@clinic.example' } },
      overrideAccess: true,
    })
    expect(docs[0].noticeVersion).toBe(today)
  })

  it('asks for cookie consent again when its cookie section changes', async () => {
    const consent = (policyVersion: string) =>
      submitConsent(
        new Request('http://localhost/api/public/consents', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            consentId: crypto.randomUUID(),
            categories: ['necessary'],
            policyVersion,
          }),
        }),
        { payload: async () => payload, limiter: null },
      )
    expect((await consent(initialCookiePolicy.version)).status).toBe(200)

    const after = await publish((current) => ({
      sections: current.sections!.map((section) =>
        section.anchor === 'cookies' ? { ...section, title: `${section.title} (ปรับปรุง)` } : section,
      ),
    }))
    expect(after.cookieRevision).toBe(initialCookiePolicy.revision + 1)
    expect(after.cookieVersion).not.toBe(initialCookiePolicy.version)
    forgetNoticeVersions()
    // A tab still showing the old banner is asked again; the new version is recorded.
    expect((await consent(initialCookiePolicy.version)).status).toBe(400)
    expect((await consent(after.cookieVersion!)).status).toBe(200)
  })

  it('keeps every earlier version readable by the content team, with who published it', async () => {
    const versions = await payload.findGlobalVersions({
      slug: 'privacy-notice',
      where: { 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const published = versions.docs.map((doc) => doc.version.noticeVersion)
    expect(published[0]).toBe(initialCookiePolicy.version)
    expect(new Set(published).size).toBeGreaterThanOrEqual(2)
    expect(versions.docs.at(-1)?.version.lastEditedBy).toBeTruthy()
    const first = versions.docs[0]
    const bySales = await rest('GET', `/globals/privacy-notice/versions/${first.id}`, {
      token: tokens.sales,
    })
    expect(bySales.status).toBe(403)
    const byMarketing = await rest('GET', `/globals/privacy-notice/versions/${first.id}`, {
      token: tokens.marketing,
    })
    expect(byMarketing.status).toBe(200)
  })
})

describe('prices a registration keeps', () => {
  const register = (email: string) =>
    submitRegistration(
      new Request('http://localhost/api/v2/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${'t'.repeat(40)}` },
        body: JSON.stringify({
          clinicName: 'คลินิกราคา',
          fullName: 'สมชาย',
          phone: '081-234-5678',
          email,
          branchCount: 3,
          package: 'More',
          form_token: issueFormToken('s'.repeat(32), Date.now() - 5_000),
        }),
      }),
      { kind: 'api', expectedToken: 't'.repeat(40) },
      { payload: async () => payload, secret: 's'.repeat(32), limiter: null },
    )

  const stored = async (email: string) =>
    (
      await payload.find({
        collection: 'registrations',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]

  it('values a registration at the published price, not a draft, and keeps it after a change', async () => {
    // The marketing draft above (More at 25,000) is not published.
    expect((await register('before@price.example')).status).toBe(200)
    expect(await stored('before@price.example')).toMatchObject({
      packagePrice: 28_000,
      yearlyValue: 84_000,
    })

    const current = await pricingNow()
    await payload.updateGlobal({
      slug: 'pricing',
      data: {
        _status: 'published',
        packages: current.packages!.map((pkg) =>
          pkg.key === 'More' ? { ...pkg, yearlyPrice: 30_000 } : pkg,
        ),
      },
      overrideAccess: true,
    })
    expect((await register('after@price.example')).status).toBe(200)
    expect(await stored('after@price.example')).toMatchObject({
      packagePrice: 30_000,
      yearlyValue: 90_000,
    })
    expect(await stored('before@price.example')).toMatchObject({
      packagePrice: 28_000,
      yearlyValue: 84_000,
    })
  })
})

describe('a publication scheduled ahead', () => {
  it('publishes the draft at its time, through the job runner, as the member who scheduled it', async () => {
    const current = await pricingNow()
    const price = morePrice(current)
    await payload.updateGlobal({
      slug: 'pricing',
      draft: true,
      data: {
        packages: current.packages!.map((pkg) =>
          pkg.key === 'More' ? { ...pkg, yearlyPrice: 19_900 } : pkg,
        ),
      },
      overrideAccess: true,
    })
    const at = new Date(Date.now() + 1_500)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: {
        type: 'publish',
        global: 'pricing',
        user: { relationTo: 'users', value: users.marketing.id },
      },
    })
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    expect(morePrice(await pricingNow())).toBe(price)
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100))
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    const published = await pricingNow()
    expect(morePrice(published)).toBe(19_900)
    expect(published.lastEditedBy).toMatchObject({ id: users.marketing.id })
  })
})

describe('what expires the pages’ cache', () => {
  /** Records the tags expired through the page cache handler's hook (what a job or a hook outside a request reaches). */
  function recordExpiries() {
    const expired: string[][] = []
    const before = provided('expireTags')
    provide('expireTags', async (tags) => {
      expired.push(tags)
    })
    return { expired, restore: () => provide('expireTags', before) }
  }

  it('a publication and a restored published version do; a draft does not', async () => {
    const current = await pricingNow()
    const withMore = (price: number) =>
      current.packages!.map((pkg) => (pkg.key === 'More' ? { ...pkg, yearlyPrice: price } : pkg))
    const recorder = recordExpiries()
    try {
      await payload.updateGlobal({
        slug: 'pricing',
        data: { packages: withMore(30_100), _status: 'published' },
        overrideAccess: true,
      })
      expect(recorder.expired).toEqual([['pricing']])
      const published = await payload.findGlobalVersions({
        slug: 'pricing',
        sort: '-updatedAt',
        limit: 1,
        overrideAccess: true,
      })
      await payload.updateGlobal({
        slug: 'pricing',
        draft: true,
        data: { packages: withMore(30_200) },
        overrideAccess: true,
      })
      expect(recorder.expired).toHaveLength(1)

      // Payload hands the hooks of a restore the stored version row, whose own _status is the
      // field's default ('draft'); the published status is the restored version's.
      await payload.restoreGlobalVersion({
        slug: 'pricing',
        id: String(published.docs[0].id),
        overrideAccess: true,
      })
      expect(recorder.expired).toEqual([['pricing'], ['pricing']])
      expect(morePrice(await pricingNow())).toBe(30_100)
    } finally {
      recorder.restore()
      await payload.updateGlobal({
        slug: 'pricing',
        data: { packages: current.packages, _status: 'published' },
        overrideAccess: true,
      })
    }
  })
})

describe('redirects', () => {
  beforeAll(async () => {
    await startRedirectTable(payload)
  })

  const lookup = (path: string) => {
    const registry = provided('redirects')!
    const at = path.indexOf('?')
    return at === -1
      ? registry.lookup(path, '')
      : registry.lookup(path.slice(0, at), path.slice(at))
  }

  it('accept old paths and article addresses, never the site’s own pages', () => {
    expect(isRedirectSource('/promo-songkran')).toBe(true)
    expect(isRedirectSource('/articles/detail?slug=เก่า')).toBe(true)
    for (const reserved of [
      '/',
      '/articles',
      '/pdpa',
      '/register',
      '/admin',
      '/api/leads',
      '/preview/home',
      '//evil.example',
      '/promo?x=1',
    ]) {
      expect(isRedirectSource(reserved)).toBe(false)
    }
    expect(redirectKey('/articles/detail', `?slug=${encodeURIComponent('เก่า')}`)).toBe(
      '/articles/detail?slug=เก่า',
    )
  })

  it('are left by renaming a published campaign page, without chains', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'สงกรานต์',
        slug: 'songkran',
        layout: homeLayout().slice(0, 2) as never,
        seo: {},
        _status: 'published',
      },
      draft: false,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'songkran-2027' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'songkran-final' },
      overrideAccess: true,
    })
    await reloadRedirects()
    expect(lookup('/lp/songkran')).toBe('/lp/songkran-final')
    expect(lookup('/lp/songkran-2027')).toBe('/lp/songkran-final')
    expect(lookup('/lp/songkran-final')).toBeUndefined()
    // Back to an earlier name: the redirect from it goes, so there is no loop.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { slug: 'songkran' },
      overrideAccess: true,
    })
    await reloadRedirects()
    expect(lookup('/lp/songkran')).toBeUndefined()
    expect(lookup('/lp/songkran-final')).toBe('/lp/songkran')
  })

  it('are left by renaming a published article', async () => {
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#0e7c86' },
    })
      .png()
      .toBuffer()
    const cover = await payload.create({
      collection: 'media',
      data: { alt: 'ปก' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
      overrideAccess: true,
    })
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: 'บทความเดิม',
        slug: 'บทความเดิม',
        cover: cover.id,
        content: lexicalDocument([{ p: 'เนื้อหา' }]) as never,
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { slug: 'บทความใหม่' },
      overrideAccess: true,
    })
    await reloadRedirects()
    expect(lookup(`/articles/detail?slug=${encodeURIComponent('บทความเดิม')}`)).toBe(
      '/articles/detail?slug=บทความใหม่',
    )
  })

  it('made by hand refuse the site’s own pages', async () => {
    const reply = await rest('POST', '/redirects', {
      token: tokens.marketing,
      body: { from: '/register', to: '/lp/songkran' },
    })
    expect(reply.status).toBe(400)
    const ok = await rest('POST', '/redirects', {
      token: tokens.marketing,
      body: { from: '/promo-2026', to: '/lp/songkran' },
    })
    expect(ok.status).toBe(201)
    expect(lookup('/promo-2026')).toBe('/lp/songkran')
  })
})
