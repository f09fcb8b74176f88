/** The public address of an article detail page (with the slug in the query). */
export function articlePath(slug: string): string {
  return `/articles/detail?slug=${encodeURIComponent(slug)}`
}
