import { z } from '../lib/validation/zod'

/**
 * Contact details and outbound links used across the site. Each value can be overridden by an
 * environment variable at build time; the defaults are clearly example values.
 */
export type SiteConfig = {
  productName: string
  companyName: string
  description: string
  phone: string
  /** Digits for tel: links, e.g. '+6620000000'. */
  phoneHref: string
  lineId: string
  lineUrl: string
  crmUrl: string
  mapEmbedUrl: string
  mapLinkUrl: string
  address: string
  hours: string
  copyrightYear: number
}

const text = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.string())
const url = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.url())

const siteEnvSchema = z.object({
  SITE_PRODUCT_NAME: text('Clinic Plus'),
  SITE_COMPANY_NAME: text('บริษัท คลินิกพลัส ซอฟต์แวร์ จำกัด (ตัวอย่าง)'),
  SITE_PHONE: text('02-000-0000'),
  SITE_LINE_ID: text('@clinicplus-example'),
  SITE_LINE_URL: url('https://line.me/R/ti/p/@clinicplus-example'),
  SITE_CRM_URL: url('https://crm.example.com/'),
  SITE_MAP_EMBED_URL: url(
    'https://www.openstreetmap.org/export/embed.html?bbox=100.5590%2C13.7520%2C100.5790%2C13.7660&layer=mapnik&marker=13.7590%2C100.5690',
  ),
  SITE_MAP_LINK_URL: url(
    'https://www.openstreetmap.org/?mlat=13.7590&mlon=100.5690#map=17/13.7590/100.5690',
  ),
  SITE_ADDRESS: text(
    'เลขที่ 99 อาคารตัวอย่าง ชั้น 12 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  ),
  SITE_HOURS: text('จันทร์ - ศุกร์ 09:00 - 18:00 น.'),
})

/** Turns a display phone number such as '02-000-0000' into a tel: target ('+6620000000'). */
export function toTelHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+66${digits.slice(1)}`
  return `tel:${digits}`
}

export function buildSiteConfig(source: Record<string, string | undefined>): SiteConfig {
  const env = siteEnvSchema.parse(source)
  return {
    productName: env.SITE_PRODUCT_NAME,
    companyName: env.SITE_COMPANY_NAME,
    description:
      'ระบบบริหารจัดการคลินิกออนไลน์บนคลาวด์ ครบทั้งงานหน้าร้าน ห้องตรวจ การเงิน และสต็อก ' +
      'ช่วยให้คลินิกทุกขนาดทำงานได้เร็วขึ้นและเห็นตัวเลขธุรกิจแบบเรียลไทม์',
    phone: env.SITE_PHONE,
    phoneHref: toTelHref(env.SITE_PHONE),
    lineId: env.SITE_LINE_ID,
    lineUrl: env.SITE_LINE_URL,
    crmUrl: env.SITE_CRM_URL,
    mapEmbedUrl: env.SITE_MAP_EMBED_URL,
    mapLinkUrl: env.SITE_MAP_LINK_URL,
    address: env.SITE_ADDRESS,
    hours: env.SITE_HOURS,
    copyrightYear: 2025,
  }
}

export const site: SiteConfig = buildSiteConfig(process.env)
