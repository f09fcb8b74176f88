export type NavLink = {
  label: string
  href: string
  /** plain: an anchor on the landing page; app: in-app navigation; external: new tab. */
  kind: 'plain' | 'app' | 'external'
}

/** The top navigation; the CRM address is a setting (SITE_CRM_URL). */
export const mainNav = (crmUrl: string): NavLink[] => [
  { label: 'หน้าแรก', href: '/#home', kind: 'plain' },
  { label: 'ฟีเจอร์', href: '/#features', kind: 'plain' },
  { label: 'ราคา', href: '/#pricing', kind: 'plain' },
  { label: 'CRM', href: crmUrl, kind: 'external' },
  { label: 'อุปกรณ์เสริม', href: '/#equipment', kind: 'plain' },
  { label: 'บทความ', href: '/articles', kind: 'app' },
  { label: 'ติดต่อเรา', href: '/#contact', kind: 'plain' },
]

export const footerLinks: NavLink[] = [
  { label: 'หน้าแรก', href: '/#home', kind: 'plain' },
  { label: 'ฟีเจอร์', href: '/#features', kind: 'plain' },
  { label: 'บทความ', href: '/articles', kind: 'app' },
]
