/**
 * Small repairs to the markup of Payload's own admin components, where a screen reader or axe
 * finds something missing (WCAG 2.2 A/AA): controls without a name, hidden indicators that still
 * take focus, a list whose children are not items, grey text below 4.5:1 (in custom.css). Each
 * repair only adds what is missing, or puts the staff's language where a library hard-codes
 * English, and never touches our own components. Payload's upstream
 * components are the place for these fixes; until they land there, this keeps our staff's
 * screens usable with a screen reader.
 */
type RepairText = {
  selectAll: string
  selectRow: string
  moreOptions: string
  copy: string
  removeFile: string
  editUpload: string
  choose: string
  clearDate: string
  previousPage: string
  nextPage: string
  dragToReorder: string
  documentActions: string
  notifications: string
  addBlock: string
  dragToMove: string
  editLink: string
  removeLink: string
  insertParagraph: string
  recordNumber: string
  fullWidth: string
  yearOffset: number
}

/** The visible label of the Payload field that holds `element`, without the required star. */
function fieldLabel(element: Element): string | null {
  const field = element.closest('.field-type')
  const label = field?.querySelector('.field-label, label')
  const text = label?.textContent?.replace(/\*\s*$/, '').trim()
  return text || null
}

function setIfDifferent(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/** `element`'s name in the staff's language where the library hard-codes `english`. */
function renameEnglish(element: Element, english: RegExp, name: string) {
  const current = element.getAttribute('aria-label')
  if (current && english.test(current)) {
    setIfDifferent(element, 'aria-label', current.replace(english, name))
  }
}

function nameIfMissing(element: Element, name: string | null) {
  if (!name) return
  const current = element.getAttribute('aria-label')?.trim()
  if (!current && !element.getAttribute('aria-labelledby')?.trim()) {
    setIfDifferent(element, 'aria-label', name)
  } else if (!current && element.getAttribute('aria-labelledby') === element.id) {
    // The list's select-all box names itself by its own id: a title, not a label.
    element.removeAttribute('aria-labelledby')
    setIfDifferent(element, 'aria-label', name)
  }
}

export function repairAdminMarkup(root: ParentNode, text: RepairText): void {
  // react-select's chevron and clear buttons are aria-hidden yet focusable.
  for (const hidden of root.querySelectorAll(
    '.dropdown-indicator[aria-hidden="true"], .clear-indicator[aria-hidden="true"]',
  )) {
    setIfDifferent(hidden, 'tabindex', '-1')
  }
  // Select and date inputs take the name of their field.
  for (const input of root.querySelectorAll(
    '.rs__input, .react-select input[role="combobox"], .react-datepicker__input-container input, .ContentEditable__root',
  )) {
    nameIfMissing(input, fieldLabel(input) ?? text.choose)
  }
  // The list's row checkboxes.
  for (const box of root.querySelectorAll('input[type="checkbox"]')) {
    if (box.id === 'select-all') nameIfMissing(box, text.selectAll)
    else if (box.closest('.table, .select-row, .cell-_select')) nameIfMissing(box, text.selectRow)
    // Payload titles a checkbox with its field's path ("workDays.mon"): a tooltip of code.
    const title = box.getAttribute('title')
    if (title && (title === box.getAttribute('name') || title === box.id)) {
      box.removeAttribute('title')
    }
  }
  // English a library hard-codes in an accessible name: the toasts' region (sonner, which
  // appends its shortcut, "Notifications alt+T") and the rich-text editor's handles and link
  // buttons (Payload's Lexical editor).
  const englishNames: [string, RegExp, string][] = [
    ['section[aria-live]', /^Notifications\b/, text.notifications],
    ['.add-block-menu', /^Add block$/, text.addBlock],
    ['.draggable-block-menu', /^Drag to move$/, text.dragToMove],
    ['.link-edit', /^Edit link$/, text.editLink],
    ['.link-trash', /^Remove link$/, text.removeLink],
    ['[role="button"][aria-label="Insert Paragraph"]', /^Insert Paragraph$/, text.insertParagraph],
  ]
  for (const [selector, english, name] of englishNames) {
    for (const element of root.querySelectorAll(selector)) renameEnglish(element, english, name)
  }
  // Words a library hard-codes as visible text: the live preview's full-width size, which
  // Payload adds to our own sizes as "Responsive" (in its toolbar and in the size menu, a portal).
  for (const element of root.querySelectorAll(
    '.live-preview-toolbar-controls__breakpoint span, .popup-button-list__button',
  )) {
    const only = element.childNodes.length === 1 ? element.firstChild : null
    if (only?.nodeType === 3 && only.nodeValue === 'Responsive') only.nodeValue = text.fullWidth
  }
  // The date picker's month heading ("พฤศจิกายน 2026": react-datepicker writes date-fns' year,
  // which knows no Buddhist calendar) in the year the rest of the admin writes.
  if (text.yearOffset) {
    for (const heading of root.querySelectorAll('.react-datepicker__current-month')) {
      const only = heading.childNodes.length === 1 ? heading.firstChild : null
      const value = only?.nodeType === 3 ? only.nodeValue : null
      const gregorian = value?.match(/^(.*\D)(\d{4})$/)
      if (gregorian && Number(gregorian[2]) < 2400) {
        only!.nodeValue = `${gregorian[1]}${Number(gregorian[2]) + text.yearOffset}`
      }
    }
  }
  // A list without a title field is searched by its records' numbers, which Payload calls "ID"
  // in every language ("ค้นหาด้วย ID").
  for (const search of root.querySelectorAll('#search-filter-input')) {
    for (const name of ['placeholder', 'aria-label']) {
      const value = search.getAttribute(name)
      if (value?.endsWith(' ID')) {
        setIfDifferent(search, name, `${value.slice(0, -2)}${text.recordNumber}`)
      }
    }
  }
  // Icon-only buttons.
  const iconButtons: [string, string][] = [
    ['.popup-button', text.moreOptions],
    ['.copy-to-clipboard', text.copy],
    ['.file-details__remove, .upload-relationship-details__remove', text.removeFile],
    ['.upload-relationship-details__edit', text.editUpload],
    ['.date-time-picker__clear-button', text.clearDate],
    // The list's pagination arrows (shown once there is more than one page).
    ['.clickable-arrow--left', text.previousPage],
    ['.clickable-arrow--right', text.nextPage],
    // A row's drag handle in arrays and page sections (dnd-kit's role="button", no name).
    ['.collapsible__drag[role="button"]', text.dragToReorder],
  ]
  for (const [selector, name] of iconButtons) {
    for (const button of root.querySelectorAll(selector)) {
      // A popup button with a visible label (e.g. "สร้างใหม่") already has its name.
      if (!button.matches('.popup-button') || !button.textContent?.trim()) {
        nameIfMissing(button, name)
      }
    }
  }
  // The document's bar of actions scrolls sideways on a phone: a keyboard reaches it, and a
  // screen reader hears what it is.
  for (const bar of root.querySelectorAll('.doc-controls__content')) {
    if (bar.scrollWidth > bar.clientWidth) {
      setIfDifferent(bar, 'tabindex', '0')
      setIfDifferent(bar, 'role', 'region')
      nameIfMissing(bar, text.documentActions)
    }
  }
  // The document tabs are a list of links wrapped in divs: not a list to assistive technology.
  for (const tabs of root.querySelectorAll('ul.doc-tabs__tabs')) {
    if ([...tabs.children].some((child) => child.tagName !== 'LI'))
      setIfDifferent(tabs, 'role', 'none')
  }
  // A read-only multi-select's chips are not buttons (their remove button is the control).
  for (const chip of root.querySelectorAll('.rs__multi-value--is-disabled[role="button"]')) {
    chip.removeAttribute('role')
    chip.removeAttribute('tabindex')
    chip.removeAttribute('aria-roledescription')
  }
  // A thumbnail next to its file name says the name twice.
  for (const image of root.querySelectorAll('.file-cell img, .thumbnail img')) {
    const alt = image.getAttribute('alt')
    if (alt && image.closest('td, .file-cell')?.textContent?.includes(alt)) {
      setIfDifferent(image, 'alt', '')
    }
  }
}
