import { deviceTypes } from '../attribution/device-type'
import { experimentPattern } from '../attribution/experiment-label.mjs'
import { trimmed } from './contact'
import { contactLimits } from './contact-rules'
import { z } from './zod'

export const experimentMessage = 'experiment ต้องเป็นตัวแปรของการทดลอง เช่น 12:a'

const utm = (label: string) =>
  trimmed()
    .max(contactLimits.utmMax, `${label} ต้องไม่เกิน ${contactLimits.utmMax} ตัวอักษร`)
    .default('')
const address = (label: string) =>
  trimmed()
    .max(contactLimits.urlMax, `${label} ต้องไม่เกิน ${contactLimits.urlMax} ตัวอักษร`)
    .default('')

/**
 * Where the visit came from (kernel/attribution/attribution.ts), sent with a lead, a
 * registration, a LINE tap or a page view.
 */
export const attributionShape = {
  utm_source: utm('utm_source'),
  utm_medium: utm('utm_medium'),
  utm_campaign: utm('utm_campaign'),
  utm_term: utm('utm_term'),
  utm_content: utm('utm_content'),
  referrer: address('referrer'),
  landing_page: address('landing_page'),
  device_type: z
    .enum(deviceTypes, 'device_type ต้องเป็น mobile, tablet หรือ desktop')
    .default('desktop'),
  // The A/B variant of the campaign page it was sent from (`<test id>:a` or `:b`), if any.
  experiment: z
    .string()
    .refine((value) => value === '' || experimentPattern.test(value), experimentMessage)
    .default(''),
}
