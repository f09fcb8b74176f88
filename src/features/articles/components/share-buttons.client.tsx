'use client'

import { LineIcon } from '@/components/ui/line-icon'

import { facebookShareUrl, lineShareUrl, shareWindowFeatures } from '../share'

const shareButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white transition-colors'

/**
 * Facebook and LINE share links for the page's canonical address. They work as plain links
 * without JavaScript; with it they open a 600 x 400 window.
 */
type ShareText = { shareHeading: string; shareFacebook: string; shareLine: string }

/** The texts come from the page (not from features/site-content/content/messages), so no other text ships with them. */
export function ShareButtons({
  url,
  title,
  text,
}: {
  url: string
  title: string
  text: ShareText
}) {
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    window.open(
      event.currentTarget.href,
      'share',
      shareWindowFeatures(window.screen.width, window.screen.height),
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="font-medium">{text.shareHeading}</p>
      <a
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={open}
        className={`${shareButton} bg-facebook hover:bg-facebook-hover`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.7 1.3-3.7 3.8v2.7H8v3h2.6V21h2.9Z" />
        </svg>
        {text.shareFacebook}
      </a>
      <a
        href={lineShareUrl(url, title)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={open}
        className={`${shareButton} bg-line-brand hover:bg-line-brand-hover`}
      >
        <LineIcon className="size-5" />
        {text.shareLine}
      </a>
    </div>
  )
}
