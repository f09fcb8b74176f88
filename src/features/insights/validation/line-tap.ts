import { deviceTypes } from '@/kernel/attribution/device-type'
import { attributionShape } from '@/kernel/validation/attribution'
import { z } from '@/kernel/validation/zod'

/**
 * A tap on a LINE chat button (POST /api/public/line-taps, sent by features/insights/components/line-taps):
 * where on the site it was and where the visit came from. Nothing that identifies the visitor:
 * no address, no device details beyond its type, no time finer than the day (added on the server).
 */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // Control characters never reach the database (PostgreSQL refuses some in text).
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'มีอักขระที่ใช้ไม่ได้')

export const lineTapSchema = z
  .object({
    placement: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'ตำแหน่งปุ่มไม่ถูกต้อง'),
    page: z
      .string()
      .max(300)
      .regex(/^\/[^\s?#]*$/, 'หน้าเว็บต้องเป็น path ของเว็บไซต์'),
    utm_source: plainText(200).default(''),
    utm_medium: plainText(200).default(''),
    utm_campaign: plainText(200).default(''),
    referrer: plainText(2048).default(''),
    landing_page: plainText(2048).default(''),
    device_type: z.enum(deviceTypes, 'device_type ต้องเป็น mobile, tablet หรือ desktop'),
    experiment: attributionShape.experiment,
  })
  .strict()
