import { buttonVariants } from '@/components/ui/button'
import { PageLink } from '@/components/ui/page-link'

import { PageMain } from './page-main'

type NotFoundContentProps = {
  code: string
  title: string
  description: string
  homeLabel: string
  /** A second way back, e.g. to the article list. */
  secondary?: { href: string; label: string }
}

/** The body of every 404: the code, what happened in Thai, and the way home. */
export function NotFoundContent({
  code,
  title,
  description,
  homeLabel,
  secondary,
}: NotFoundContentProps) {
  return (
    <PageMain className="flex items-center bg-primary-50">
      <div className="container-page py-20 text-center">
        <p className="text-7xl font-bold text-primary-600 md:text-8xl">{code}</p>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {secondary ? (
            <PageLink href={secondary.href} className={buttonVariants()}>
              {secondary.label}
            </PageLink>
          ) : null}
          <PageLink
            href="/"
            className={buttonVariants(secondary ? { variant: 'secondary' } : undefined)}
          >
            {homeLabel}
          </PageLink>
        </div>
      </div>
    </PageMain>
  )
}
