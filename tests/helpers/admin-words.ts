import type { Page } from '@playwright/test'

import { latinWords } from './latin-words'

/**
 * Where a screen shows the team's own records rather than the admin's words: table cells, the
 * document's title, editors and inputs, file names. What is left is what the admin itself says:
 * navigation, headings, labels, buttons, tabs, help texts, messages and the names screen readers
 * hear (aria-label, title, placeholder, alt).
 */
const records = [
  'td',
  // What a record holds, in our own screens (e.g. a session's browser and system).
  '[data-record]',
  'input',
  'textarea',
  'select',
  'code',
  'pre',
  'script',
  'style',
  'noscript',
  'template',
  '[contenteditable="true"]',
  '[data-lexical-editor]',
  '.doc-header__title',
  '.step-nav__last',
  '.file-details',
  '.upload-relationship-details__details',
  '.file-meta',
  '.thumbnail',
  '.json-field',
  '.code-field',
].join(', ')

/**
 * The admin's own English on the screen `page` shows: each Latin word outside the allowed list
 * (tests/helpers/latin-words), with the text it stood in and where, visible text and accessible names alike.
 */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate((skip) => {
    /** Where a text stood, for the one who fixes it: its element and first class. */
    const where = (element: Element, attribute?: string) =>
      `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}` +
      (attribute ? `[${attribute}]` : '')
    const found: { text: string; where: string }[] = []
    const body = document.body
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || parent.closest(skip)) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      found.push({ text, where: where(parent) })
    }
    for (const element of body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.closest(skip) && !element.matches('input, textarea, select')) continue
      if (element.parentElement?.closest(skip)) continue
      // A drawing hidden from screen readers (the dashboard's chart) has no names to hear.
      const hidden = element.closest('[aria-hidden="true"]')
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        if (hidden && name !== 'title') continue
        const value = element.getAttribute(name)?.trim()
        if (value) found.push({ text: value, where: where(element, name) })
      }
    }
    return found
  }, records)
  const english = new Set<string>()
  for (const { text, where } of texts) {
    const words = latinWords(text)
    if (words.length) english.add(`${words.join(' ')} ← “${text.slice(0, 80)}” in ${where}`)
  }
  return [...english]
}
