import Link from 'next/link'
import type { ServerProps } from 'payload'

import { roleOf } from '@/kernel/access/roles'

import { funnelText } from '../content'

/** The admin menu's link to the marketing results (/admin/funnel), for every staff role. */
export function InsightsNavLink({ user, i18n }: ServerProps) {
  if (!roleOf({ user: user ?? null })) return null
  const text = i18n?.language === 'en' ? funnelText.en : funnelText.th
  return (
    <Link className="nav__link" href="/admin/funnel" id="nav-funnel">
      <span className="nav__link-label">{text.navLink}</span>
    </Link>
  )
}
