import type { Payload } from 'payload'

import { publicEndpoint } from '@/kernel/api/public-endpoint'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { channelOf } from '@/kernel/attribution/channel'
import { env } from '@/kernel/env'
import { bangkokDay } from '@/kernel/text/thai-date'

import { lineTapSchema } from './validation/line-tap'
import { pageKeyOfAddress } from './views/page-view.mjs'

const maxLineTapBodyBytes = 8 * 1024

export const lineTapReplies = {
  ok: 'บันทึกแล้ว',
  invalid: (detail: string) => `ข้อมูลการแตะปุ่ม LINE ไม่ถูกต้อง: ${detail}`,
} as const

/**
 * POST /api/public/line-taps: one tap on a LINE chat button, stored as the page, placement,
 * campaign, channel, landing page, A/B variant, device type and Bangkok day, and nothing else;
 * rate-limited per address.
 */
export function lineTapEndpoint(deps: {
  payload: () => Promise<Payload>
  limiter: RateLimiter | null
}) {
  return publicEndpoint({
    name: 'line-tap',
    maxBodyBytes: maxLineTapBodyBytes,
    limiter: deps.limiter,
    schema: lineTapSchema,
    invalid: (issue) => lineTapReplies.invalid(issue.message),
    store: async (tap) => {
      const payload = await deps.payload()
      const channel = channelOf(
        {
          utmSource: tap.utm_source,
          utmMedium: tap.utm_medium,
          referrer: tap.referrer,
          landingPage: tap.landing_page,
        },
        new URL(env.SITE_URL).hostname,
      )
      await payload.create({
        collection: 'line-taps',
        overrideAccess: true,
        data: {
          day: bangkokDay(new Date()),
          page: tap.page,
          placement: tap.placement,
          campaign: tap.utm_campaign || null,
          channel,
          deviceType: tap.device_type,
          landingPage: pageKeyOfAddress(tap.landing_page) ?? null,
          experiment: tap.experiment || null,
        },
      })
      return { code: 200, message: lineTapReplies.ok }
    },
  })
}
