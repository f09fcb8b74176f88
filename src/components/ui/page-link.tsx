import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link to another page of the site: Next's Link (the next page comes without a full reload once
 * the scripts run), never prefetched. Next prefetches a link's page as soon as the link is on
 * screen; the header's logo and menu are on screen on every page, so every load fetched the home
 * page's content (and /articles' on a desktop) unasked: data a visitor's phone pays for, decoded
 * on its main thread right after the page's own start, which a slow phone feels as a long task
 * (docs/benchmarks.md). Without the prefetch a click asks for the page then, as a plain link does.
 */
export function PageLink(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />
}
