import { siteDefaults, type SiteConfig } from '@/kernel/site-defaults'

import { env, type Env } from './env'

/** Turns a display phone number such as '02-000-0000' into a tel: target ('+6620000000'). */
export function toTelHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+66${digits.slice(1)}`
  return `tel:${digits}`
}

type SiteEnv = Pick<Env, Extract<keyof Env, `SITE_${string}`>>

/**
 * The site's contact details as set in the environment: the content's defaults, each
 * overridable by a SITE_* variable. The product name, the CRM link and the map stay here (the
 * map's address is part of the Content-Security-Policy built with the pages); the rest seeds the
 * CMS's contact details on the first start (seed/content.ts), where the team edits them.
 */
export function buildSiteConfig(overrides: SiteEnv): SiteConfig {
  const phone = overrides.SITE_PHONE ?? siteDefaults.phone
  return {
    ...siteDefaults,
    productName: overrides.SITE_PRODUCT_NAME ?? siteDefaults.productName,
    companyName: overrides.SITE_COMPANY_NAME ?? siteDefaults.companyName,
    phone,
    phoneHref: toTelHref(phone),
    lineId: overrides.SITE_LINE_ID ?? siteDefaults.lineId,
    lineUrl: overrides.SITE_LINE_URL ?? siteDefaults.lineUrl,
    crmUrl: overrides.SITE_CRM_URL ?? siteDefaults.crmUrl,
    mapEmbedUrl: overrides.SITE_MAP_EMBED_URL ?? siteDefaults.mapEmbedUrl,
    mapLinkUrl: overrides.SITE_MAP_LINK_URL ?? siteDefaults.mapLinkUrl,
    address: overrides.SITE_ADDRESS ?? siteDefaults.address,
    hours: overrides.SITE_HOURS ?? siteDefaults.hours,
  }
}

type SiteIdentity = Pick<SiteConfig, 'productName' | 'crmUrl' | 'mapEmbedUrl' | 'mapLinkUrl'>

/** What stays in the environment: the product's name, the CRM link and the map. */
export function siteIdentity(): SiteIdentity {
  const { productName, crmUrl, mapEmbedUrl, mapLinkUrl } = buildSiteConfig(env)
  return { productName, crmUrl, mapEmbedUrl, mapLinkUrl }
}
