import { BrandMark } from '@/components/ui/brand-mark'
import { siteIdentity } from '@/kernel/site'

/** The admin's login and "create first user" screens: our mark and name, not Payload's. */
export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', fontWeight: 700 }}>
      <BrandMark size={48} />
      <span style={{ fontSize: '1.75rem', letterSpacing: '-0.01em' }}>
        {siteIdentity().productName}
      </span>
    </span>
  )
}

/** The mark in the admin's navigation and breadcrumbs. */
export function AdminIcon() {
  return <BrandMark size={24} />
}
