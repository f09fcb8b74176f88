import { notFound } from 'next/navigation'

/** Every path no other route claims renders the site's not-found page with status 404. */
export default function UnknownPath(): never {
  notFound()
}
