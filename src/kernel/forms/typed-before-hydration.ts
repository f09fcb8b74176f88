/**
 * A server-rendered form before its script has taken over (the scripts load after the first
 * paint, kernel/server/defer-scripts.mjs). `recordEarlyInput` runs inline before such a form, which is
 * marked `data-await-hydration`, and records what the visitor types or chooses: the form's state
 * (kernel/forms/use-form.ts) starts from its defaults when the script takes over, and the price
 * computed from that state would otherwise show the defaults while the fields show what was
 * typed. A send before then is the browser's own: a POST to the form's action, which works
 * without a script (kernel/forms/scriptless.ts).
 */
export const recordEarlyInput =
  '(function(d){function keep(e){var t=e.target,f=t&&t.form;' +
  'if(f&&f.hasAttribute&&f.hasAttribute("data-await-hydration")&&t.name&&' +
  '(t.type!=="radio"||t.checked))(f.__typedEarly||(f.__typedEarly={}))[t.name]=t.value}' +
  'd.addEventListener("input",keep,true);d.addEventListener("change",keep,true)})(document)'

/** What the visitor typed or chose in `form` before it was taken over, for the names given. */
export function typedBeforeHydration(
  form: HTMLFormElement,
  names: readonly string[],
): [name: string, value: string][] {
  const typed = (form as HTMLFormElement & { __typedEarly?: Record<string, string> }).__typedEarly
  return Object.entries(typed ?? {}).filter(([name]) => names.includes(name))
}
