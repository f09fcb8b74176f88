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
  // The platforms and terms a Thai marketer uses by these names, and the link parameters
  // (utm_source…) as they are typed into an ad's address.
  'Google',
  'Ads',
  'Meta',
  'VAT',
  'QR',
  'IP',
  'iPhone',
  'iPad',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  // The product and its packages, as the pricing page names them.
  'Clinic',
  'Plus',
  'Mini',
  'More',
  'Ultimate',
])

/**
 * The Latin words of `text` outside that list, once what is not language goes: template
 * placeholders ({{count}}, {package}) and markup (<1>), e-mail addresses, web addresses, paths
 * "LINE ID" (LINE's own name for an account's handle) and keyboard shortcuts as printed on the
 * keys (alt+T).
 */
export function latinWords(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}|\{[a-z]+\}/gi, ' ')
    .replace(/\bLINE ID\b/g, ' ')
    .replace(/\b(alt|ctrl|shift|meta)\+\S+/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ')
    .replace(/(^|\s)\/\S*/g, ' ')
  return (bare.match(/[A-Za-z][A-Za-z_]*[A-Za-z]/g) ?? []).filter(
    (word) => !allowedLatinWords.has(word),
  )
}
