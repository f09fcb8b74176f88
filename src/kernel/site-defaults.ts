/**
 * Contact details and outbound links used across the site.
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

/**
 * The example contact details and links the site shows when no SITE_* variable overrides them
 * (kernel/site.ts applies the overrides).
 */
export const siteDefaults = {
  productName: 'Clinic Plus',
  companyName: 'บริษัท คลินิกพลัส ซอฟต์แวร์ จำกัด (ตัวอย่าง)',
  description:
    'ระบบบริหารจัดการคลินิกออนไลน์บนคลาวด์ ครบทั้งงานหน้าร้าน ห้องตรวจ การเงิน และสต็อก ' +
    'ช่วยให้คลินิกทุกขนาดทำงานได้เร็วขึ้นและเห็นตัวเลขธุรกิจแบบเรียลไทม์',
  phone: '02-000-0000',
  lineId: '@clinicplus-example',
  lineUrl: 'https://line.me/R/ti/p/@clinicplus-example',
  crmUrl: 'https://crm.example.com/',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=100.5590%2C13.7520%2C100.5790%2C13.7660&layer=mapnik&marker=13.7590%2C100.5690',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=13.7590&mlon=100.5690#map=17/13.7590/100.5690',
  address: 'เลขที่ 99 อาคารตัวอย่าง ชั้น 12 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  hours: 'จันทร์ - ศุกร์ 09:00 - 18:00 น.',
  copyrightYear: 2025,
} satisfies Omit<SiteConfig, 'phoneHref'>
