import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook } from 'payload'

import { excerptFromHtml } from '@/kernel/text/html-text'
import { sanitizeArticleHtml } from '@/kernel/text/sanitize-html'

/**
 * Renders the Lexical content to sanitised HTML and a plain-text excerpt once, on save, so no
 * page or API reply converts Lexical; the reads sanitise the stored HTML again once per cache
 * fill (features/articles/read.ts), never per request. Publishing without a date stamps now.
 */
export const renderContent: CollectionBeforeChangeHook = ({ data }) => {
  if (data.content) {
    const html = sanitizeArticleHtml(
      convertLexicalToHTML({ data: data.content, disableContainer: true }),
    )
    data.contentHtml = html
    data.excerpt = excerptFromHtml(html, 200)
  }
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
