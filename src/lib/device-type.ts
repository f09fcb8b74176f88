import type { deviceTypes } from './validation/lead'

export type DeviceType = (typeof deviceTypes)[number]

export { mobileAgent, tabletAgent } from './device-agent.mjs'
import { deviceTypeFromUserAgent as classify } from './device-agent.mjs'

/** Classifies a browser's user-agent string as tablet, mobile or desktop. */
export const deviceTypeFromUserAgent = (userAgent: string): DeviceType => classify(userAgent)
