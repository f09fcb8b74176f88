/**
 * Latin-script words a Thai staff screen may show as they are: names a Thai clinic uses in Latin
 * letters (LINE, PDPA, the formats and the product's own names), never the framework's English.
 * Shared by the translation table's unit test and the admin-wide scan (tests/e2e/admin-a11y).
 */
export const allowedLatinWords = new Set([
  'LINE',
  'PDPA',
  'CSV',
  'UTM',
  'JSON',
  // The product and its packages, as the pricing page names them.
  'Clinic',
  'Plus',
  'Mini',
  'More',
  'Ultimate',
])

/**
 * The Latin words of `text` outside that list, once what is not language goes: template
 * placeholders ({{count}}) and markup (<1>), e-mail addresses, web addresses and paths.
 */
export function latinWords(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ')
    .replace(/(^|\s)\/\S*/g, ' ')
  return (bare.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowedLatinWords.has(word))
}
