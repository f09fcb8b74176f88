import type { deviceTypes } from './validation/lead'

export type DeviceType = (typeof deviceTypes)[number]

/** Classifies a browser's user-agent string as tablet, mobile or desktop. */
export function deviceTypeFromUserAgent(userAgent: string): DeviceType {
  const ua = userAgent.toLowerCase()
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/.test(ua)) return 'tablet'
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone|line\//.test(ua)) {
    return 'mobile'
  }
  return 'desktop'
}
