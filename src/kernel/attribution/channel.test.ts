import { describe, expect, it } from 'vitest'

import { channelOf } from './channel'

const own = 'clinicplus.example'

describe('channelOf', () => {
  it.each([
    // Paid first, whatever network the ad ran on.
    [{ utmSource: 'google', utmMedium: 'cpc' }, 'paid'],
    [{ utmSource: 'facebook', utmMedium: 'paid_social' }, 'paid'],
    [{ utmSource: 'line', utmMedium: 'CPC' }, 'paid'],
    [{ landingPage: 'https://clinicplus.example/?gclid=abc' }, 'paid'],
    [{ landingPage: '/?fbclid=xyz', referrer: 'https://m.facebook.com/' }, 'paid'],
    // LINE: an official account's link, or a LINE referral.
    [{ utmSource: 'line_oa', utmMedium: 'broadcast' }, 'line'],
    [{ utmSource: 'LINE' }, 'line'],
    [{ referrer: 'https://liff.line.me/1234' }, 'line'],
    [{ referrer: 'https://lin.ee/abcd' }, 'line'],
    // Social networks, tagged or not.
    [{ utmSource: 'facebook', utmMedium: 'social' }, 'social'],
    [{ utmSource: 'tiktok' }, 'social'],
    [{ utmMedium: 'social' }, 'social'],
    [{ referrer: 'https://l.facebook.com/l.php?u=x' }, 'social'],
    [{ referrer: 'https://pantip.com/topic/1' }, 'social'],
    // Search engines.
    [{ referrer: 'https://www.google.co.th/' }, 'search'],
    [{ referrer: 'https://www.bing.com/search?q=x' }, 'search'],
    [{ utmSource: 'google', utmMedium: 'organic' }, 'search'],
    // Nothing known about the visit.
    [{}, 'direct'],
    [{ referrer: '' }, 'direct'],
    [{ referrer: 'https://clinicplus.example/articles' }, 'direct'],
    [{ referrer: 'not a url' }, 'direct'],
    // Tagged or referred, but none of the above.
    [{ utmSource: 'newsletter', utmMedium: 'email' }, 'other'],
    [{ referrer: 'https://partner-clinic-blog.example/review' }, 'other'],
    // A tag wins over the referrer it arrived with.
    [{ utmSource: 'newsletter', referrer: 'https://www.google.com/' }, 'other'],
  ])('%j is %s', (input, expected) => {
    expect(channelOf(input, own)).toBe(expected)
  })

  it('ignores case and surrounding spaces in the tags', () => {
    expect(channelOf({ utmSource: '  Facebook ', utmMedium: ' Social ' }, own)).toBe('social')
  })

  it('counts a referral from our own site as direct only when told our host', () => {
    expect(channelOf({ referrer: 'https://clinicplus.example/' })).toBe('other')
    expect(channelOf({ referrer: 'https://clinicplus.example/' }, own)).toBe('direct')
  })
})
