import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * One of our own admin screens (the marketing results, the system status) in Payload's frame:
 * its navigation and header, the screen's name in the breadcrumbs as on Payload's own screens,
 * and the page's margins.
 */
export function StaffView({
  initPageResult,
  params,
  searchParams,
  crumb,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  /** The screen's name in the breadcrumbs (its link's name in the navigation). */
  crumb: string
  className?: string
  children: ReactNode
}) {
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <SetStepNav nav={[{ label: crumb }]} />
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
