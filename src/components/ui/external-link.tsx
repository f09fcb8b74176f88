import { messages } from '@/content/messages'

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
}

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {messages.newTab}</span>
    </a>
  )
}
