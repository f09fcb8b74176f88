/**
 * A server-rendered form that a script takes over once it has loaded (the contact form's code
 * comes as the visitor scrolls near it): what the visitor has done in the served form so far, so
 * the form the script draws in its place carries on from there. Read and applied in one task
 * (features/leads/components/lead-form-loader.client.tsx), so no keystroke falls between.
 */
export type TakeOver = {
  /** Each field's value as typed, by name. */
  values: Record<string, string>
  /** The field being typed in, and its cursor or selection. */
  focus?: { name: string; start: number | null; end: number | null }
  /** The fields whose message was showing (the server's, after a send without a script). */
  shown: string[]
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const controlOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as Control | null

/** What the visitor has done in `form`, for the fields `names`. */
export function readTakeOver(form: HTMLFormElement | null, names: readonly string[]): TakeOver {
  const takeOver: TakeOver = { values: {}, shown: [] }
  if (!form) return takeOver
  for (const name of names) {
    const control = controlOf(form, name)
    if (!control || typeof control.value !== 'string') continue
    takeOver.values[name] = control.value
    if (control.getAttribute('aria-invalid') === 'true') takeOver.shown.push(name)
  }
  const active = document.activeElement as Control | null
  if (active && form.contains(active) && names.includes(active.name)) {
    const selectable = !(active instanceof HTMLSelectElement)
    takeOver.focus = {
      name: active.name,
      start: selectable ? safeSelection(() => active.selectionStart) : null,
      end: selectable ? safeSelection(() => active.selectionEnd) : null,
    }
  }
  return takeOver
}

/** An input type without a selection (e-mail, number) throws on reading it. */
function safeSelection(read: () => number | null): number | null {
  try {
    return read()
  } catch {
    return null
  }
}

/** Puts what `takeOver` read into the form that took over: values, then focus and cursor. */
export function applyTakeOver(form: HTMLFormElement, takeOver: TakeOver): void {
  for (const [name, value] of Object.entries(takeOver.values)) {
    const control = controlOf(form, name)
    if (control) control.value = value
  }
  const { focus } = takeOver
  if (!focus) return
  const control = controlOf(form, focus.name)
  if (!control) return
  control.focus({ preventScroll: true })
  if (focus.start !== null && !(control instanceof HTMLSelectElement)) {
    try {
      control.setSelectionRange(focus.start, focus.end ?? focus.start)
    } catch {
      // A type without a selection.
    }
  }
}
