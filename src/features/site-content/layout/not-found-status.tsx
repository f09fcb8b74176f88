import { notFound } from 'next/navigation'
import { Suspense } from 'react'

/** Sets the 404 status from inside a Suspense boundary, after the page's own HTML is written. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * Makes the page that renders it a 404. A notFound() at the top of a page would make Next send
 * its empty error shell (the site has two root layouts) and the text would appear only after
 * hydration; with this the server writes the page's text, and the status comes from a boundary
 * with nothing to show (after hydration Next swaps in the segment's not-found.tsx, which looks
 * the same).
 */
export function NotFoundAfterContent() {
  return (
    <Suspense fallback={null}>
      <NotFoundStatus />
    </Suspense>
  )
}
