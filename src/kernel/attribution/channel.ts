/**
 * The channel a lead or sign-up came through, from its attribution (kernel/attribution/attribution.ts): what the
 * dashboard counts and the sales notification names. One classifier, so the two always agree.
 *
 * Order matters: a paid click is paid whatever network it came from (a LINE or Facebook ad is
 * "paid"), then LINE (where Thai clinics talk to their customers), social networks, search
 * engines; no source at all is "direct"; anything else (e-mail, partners, other sites) "other".
 */
import { hasAdClickId } from '@/kernel/attribution/ad-clicks.mjs'

export const channels = ['paid', 'search', 'social', 'line', 'direct', 'other'] as const
export type Channel = (typeof channels)[number]

export const channelLabels: Record<Channel, { th: string; en: string }> = {
  paid: { th: 'โฆษณา', en: 'Paid' },
  search: { th: 'ค้นหา', en: 'Search' },
  social: { th: 'โซเชียลมีเดีย', en: 'Social' },
  line: { th: 'LINE', en: 'LINE' },
  direct: { th: 'เข้าเว็บไซต์โดยตรง', en: 'Direct' },
  other: { th: 'อื่น ๆ', en: 'Other' },
}

export type ChannelInput = {
  utmSource?: string | null
  utmMedium?: string | null
  referrer?: string | null
  landingPage?: string | null
}

const paidMedium =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|retargeting|remarketing)$/
const socialMedium = /^(social|social[-_ ]?(network|media)|sm|sns)$/
const searchMedium = /^(organic|seo)$/

const lineHosts = /(^|\.)(line\.me|lin\.ee|line-apps\.com|linecorp\.com)$/
const lineSource = /^(line|line[-_ ]?(oa|official|ads?|official[-_ ]?account)|lineoa|liff)$/
const socialHosts =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|threads\.net|tiktok\.com|youtube\.com|youtu\.be|twitter\.com|x\.com|t\.co|linkedin\.com|lnkd\.in|pinterest\.com|pantip\.com)$/
const socialSource =
  /^(facebook|fb|meta|instagram|ig|threads|tiktok|youtube|twitter|x|linkedin|pinterest|pantip)$/
const searchHosts =
  /(^|\.)(google\.[a-z.]+|bing\.com|yahoo\.[a-z.]+|duckduckgo\.com|baidu\.com|yandex\.[a-z.]+|ecosia\.org|naver\.com|coccoc\.com|search\.brave\.com)$/
const searchSource = /^(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|naver|brave)$/

const clean = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return ''
  }
}

/** `ownHost`: the site's own host name, whose referrals (a reload, a new tab) count as direct. */
export function channelOf(input: ChannelInput, ownHost = ''): Channel {
  const source = clean(input.utmSource)
  const medium = clean(input.utmMedium)
  const referrerHost = hostOf(clean(input.referrer))
  const external = referrerHost && referrerHost !== ownHost.toLowerCase() ? referrerHost : ''

  if (paidMedium.test(medium) || hasAdClickId(input.landingPage ?? '')) return 'paid'
  if (lineSource.test(source) || (!source && lineHosts.test(external))) return 'line'
  if (socialMedium.test(medium) || socialSource.test(source)) return 'social'
  if (searchMedium.test(medium) || searchSource.test(source)) return 'search'
  if (source || medium) return 'other'
  if (!external) return 'direct'
  if (lineHosts.test(external)) return 'line'
  if (socialHosts.test(external)) return 'social'
  if (searchHosts.test(external)) return 'search'
  return 'other'
}
