import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { sanitizeArticleHtml } from '@/kernel/text/sanitize-html'

type Layout = { blockType?: string; content?: unknown; html?: string | null }[]

/**
 * Renders each rich-text block of a page's layout to sanitised HTML once, on save (as an
 * article's content is), so no page converts Lexical when it renders.
 */
export function renderRichTextBlocks<T extends { data: Record<string, unknown> }>({ data }: T) {
  const layout = data.layout as Layout | undefined
  for (const block of layout ?? []) {
    if (block.blockType === 'richText' && block.content) {
      block.html = sanitizeArticleHtml(
        convertLexicalToHTML({
          data: block.content as SerializedEditorState,
          disableContainer: true,
        }),
      )
    }
  }
  return data
}
