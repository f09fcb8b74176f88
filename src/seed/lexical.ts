/** Builds Lexical editor state for seed content: paragraphs, headings and bullet lists. */
export type SeedBlock = { h2: string } | { p: string } | { ul: string[] }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function node(block: SeedBlock) {
  if ('h2' in block) return { ...element, type: 'heading', tag: 'h2', children: [text(block.h2)] }
  if ('p' in block)
    return { ...element, type: 'paragraph', textFormat: 0, children: [text(block.p)] }
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: block.ul.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: [text(item)],
    })),
  }
}

export function lexicalDocument(blocks: SeedBlock[]) {
  return { root: { ...element, type: 'root', children: blocks.map(node) } }
}
