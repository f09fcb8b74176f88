import { Parser } from 'htmlparser2'

const blockTags = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'td',
  'th',
  'figure',
  'figcaption',
  'hr',
  'table',
])
const skippedTags = new Set(['script', 'style', 'noscript', 'template'])

/** The readable text of an HTML fragment: entities decoded, blocks separated, spaces collapsed. */
export function htmlToText(html: string): string {
  let text = ''
  let skipping = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (skippedTags.has(name)) skipping += 1
        else if (blockTags.has(name)) text += ' '
      },
      ontext(chunk) {
        if (skipping === 0) text += chunk
      },
      onclosetag(name) {
        if (skippedTags.has(name)) skipping = Math.max(0, skipping - 1)
        else if (blockTags.has(name)) text += ' '
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return text.replace(/\s+/g, ' ').trim()
}

const words = new Intl.Segmenter('th', { granularity: 'word' })

/**
 * A plain-text excerpt of at most `maxLength` characters, cut at a word boundary (Thai words are
 * found by Intl.Segmenter, as Thai has no spaces between words) and ended with an ellipsis.
 */
export function excerptFromHtml(html: string, maxLength = 160): string {
  const text = htmlToText(html)
  if (text.length <= maxLength) return text
  let cut = 0
  for (const { index, segment } of words.segment(text)) {
    if (index + segment.length > maxLength - 1) break
    cut = index + segment.length
  }
  return `${text.slice(0, cut).replace(/[\s.,;:!?-]+$/u, '')}…`
}
