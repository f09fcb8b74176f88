type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  /** What a screen reader hears after the link text: that it opens a new tab. */
  newTabText: string
}

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({ children, newTabText, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabText}</span>
    </a>
  )
}
