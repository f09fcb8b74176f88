import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Check, X } from './icons'

describe('outline icons', () => {
  it('draw Lucide’s shape as plain, decorative SVG with the shared class', () => {
    const html = renderToStaticMarkup(
      createElement(Check, { className: 'size-5 text-primary-600' }),
    )
    expect(html).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" class="outline-icon size-5 text-primary-600">' +
        '<path d="M20 6 9 17l-5-5"></path></svg>',
    )
  })

  it('keep every element of a multi-part icon', () => {
    const html = renderToStaticMarkup(createElement(X))
    expect(html.match(/<path /g)).toHaveLength(2)
  })

  it('are not hidden from assistive technology once they have a name', () => {
    const html = renderToStaticMarkup(createElement(X, { 'aria-label': 'ปิด', role: 'img' }))
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('aria-label="ปิด"')
  })
})
