import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { ExternalLink } from '@/components/ui/external-link'
import { PhoneCall } from '@/components/ui/icons'
import { LineIcon } from '@/components/ui/line-icon'

import { messages } from '../content/messages'
import { readSite } from '../read'

type ContactButtonsProps = {
  demoLabel: string
  lineLabel: string
  size?: ButtonVariantProps['size']
  /** Layout of the pair; replaces the default row that wraps. */
  layoutClassName?: string
  className?: string
  demoVariant?: ButtonVariantProps['variant']
}

/** The two actions the site keeps offering: a demo by phone and a chat on LINE. */
export async function ContactButtons({
  demoLabel,
  lineLabel,
  size,
  layoutClassName = 'flex flex-wrap gap-3',
  className,
  demoVariant = 'primary',
}: ContactButtonsProps) {
  const site = await readSite()
  return (
    <div className={cn(layoutClassName, className)}>
      <a href={site.phoneHref} className={buttonVariants({ variant: demoVariant, size })}>
        <PhoneCall aria-hidden="true" className="size-5" />
        {demoLabel}
      </a>
      <ExternalLink
        href={site.lineUrl}
        newTabText={messages.newTab}
        className={buttonVariants({ variant: 'line', size })}
      >
        <LineIcon className="size-5" />
        {lineLabel}
      </ExternalLink>
    </div>
  )
}
