import sanitize from 'sanitize-html'

/**
 * The one allow-list every piece of rendered article HTML passes through, whatever the editor
 * stored: the formatting Lexical produces, no scripts, styles, frames or event handlers, and
 * only http(s), mailto and tel links. Images may only come from our own media paths.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    li: ['value'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Contents of these are dropped with the tag rather than kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      const next: Record<string, string> = { ...attribs }
      if (external) {
        next.target = '_blank'
        next.rel = 'noopener noreferrer'
      } else {
        delete next.target
        delete next.rel
      }
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, loading: 'lazy', decoding: 'async' }
      return { tagName, attribs: next }
    },
    // Headings inside an article start below the page's h1.
    h1: 'h2',
  },
}

/** Removes everything not on the allow-list; safe to render with dangerouslySetInnerHTML. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, options)
}
