import { attributionShape } from '@/kernel/validation/attribution'
import { z } from '@/kernel/validation/zod'

/**
 * A page shown by the site's own navigation (POST /api/public/views, sent by
 * features/insights/components/page-views): the page, and where the visit came from as the lead form keeps
 * it. Nothing that identifies the visitor: the server adds the day and the device type, and keeps
 * no address, no user agent and nothing finer.
 */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'มีอักขระที่ใช้ไม่ได้')

export const pageViewSchema = z
  .object({
    page: z
      .string()
      .max(300)
      .regex(/^\/[^\s#]*$/, 'หน้าเว็บต้องเป็น path ของเว็บไซต์'),
    utm_source: plainText(200).default(''),
    utm_medium: plainText(200).default(''),
    utm_campaign: plainText(200).default(''),
    referrer: plainText(2048).default(''),
    landing_page: plainText(2048).default(''),
    experiment: attributionShape.experiment,
  })
  .strict()

export type PageViewInput = z.output<typeof pageViewSchema>
