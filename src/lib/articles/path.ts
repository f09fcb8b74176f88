/** The public address of an article detail page (the spec's route, with the slug in the query). */
export function articlePath(slug: string): string {
  return `/articles/detail?slug=${encodeURIComponent(slug)}`
}
