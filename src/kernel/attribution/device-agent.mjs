// The device type of a browser from its user-agent string: tablet, mobile or desktop. Plain
// JavaScript, so that the production server (scripts/serve.mjs, counting page views) classifies
// as the app and the inline capture script do.

/** Tested on the lower-cased user agent, in this order (also by the inline capture script). */
export const tabletAgent = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/
export const mobileAgent =
  /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone|line\//

/**
 * @param {string} userAgent
 * @returns {'tablet' | 'mobile' | 'desktop'}
 */
export function deviceTypeFromUserAgent(userAgent) {
  const ua = userAgent.toLowerCase()
  if (tabletAgent.test(ua)) return 'tablet'
  if (mobileAgent.test(ua)) return 'mobile'
  return 'desktop'
}
