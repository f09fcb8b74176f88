import type { deviceTypes } from './validation/lead'

export type DeviceType = (typeof deviceTypes)[number]

/** Tested on the lower-cased user agent, in this order (also by the inline capture script). */
export const tabletAgent = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/
export const mobileAgent =
  /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone|line\//

/** Classifies a browser's user-agent string as tablet, mobile or desktop. */
export function deviceTypeFromUserAgent(userAgent: string): DeviceType {
  const ua = userAgent.toLowerCase()
  if (tabletAgent.test(ua)) return 'tablet'
  if (mobileAgent.test(ua)) return 'mobile'
  return 'desktop'
}
