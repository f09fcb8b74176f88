/**
 * A URL slug that keeps Thai: letters, combining marks (Thai vowels and tone marks) and digits of
 * any script survive, everything else becomes a hyphen. Payload's default slugify keeps only
 * ASCII word characters and would turn a Thai title into an empty slug.
 */
export function thaiSlugify(value: unknown, maxLength = 120): string | undefined {
  if (typeof value !== 'string') return undefined
  const slug = value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  const cut = Array.from(slug).slice(0, maxLength).join('').replace(/-+$/, '')
  return cut || undefined
}
