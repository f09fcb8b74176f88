import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { AdminLogo } from '@/kernel/admin/brand'

import { TwoFactorScreen } from './two-factor-screen.client'

/**
 * /admin/two-factor: the second factor's screen (two-factor-screen.client.tsx), on the admin's
 * minimal template: a member who still owes it is sent here from every other admin page.
 */
export function TwoFactorView({ initPageResult }: AdminViewServerProps) {
  if (!initPageResult.req.user) redirect('/admin/login')
  return (
    <MinimalTemplate>
      {/* Our mark and name, as on the sign-in screen before it. */}
      <div style={{ display: 'flex', justifyContent: 'center', marginTop: '2rem' }}>
        <AdminLogo />
      </div>
      <TwoFactorScreen />
    </MinimalTemplate>
  )
}
