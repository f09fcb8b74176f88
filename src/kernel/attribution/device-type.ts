/** The kinds of device a visit is classified as (the leads' and page views' device_type). */
export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const

export type DeviceType = (typeof deviceTypes)[number]

export { mobileAgent, tabletAgent } from './device-agent.mjs'
import { deviceTypeFromUserAgent as classify } from './device-agent.mjs'

/** Classifies a browser's user-agent string as tablet, mobile or desktop. */
export const deviceTypeFromUserAgent = (userAgent: string): DeviceType => classify(userAgent)
