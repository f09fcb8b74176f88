/**
 * A server-rendered form before its script has taken over (the scripts load after the first
 * paint, lib/defer-scripts.mjs). `holdEarlySubmits` runs inline before such a form, which is
 * marked `data-await-hydration`:
 * - it records what the visitor types or chooses: the form's state (lib/forms/use-form.ts) starts
 *   from its defaults when the script takes over, and the price computed from that state would
 *   otherwise show the defaults while the fields show what was typed;
 * - it holds a submit back: the browser's own submit would be a GET to this page with every field
 *   in the address. The form is marked `data-submit-pending` and sends itself once it can.
 */
export const holdEarlySubmits =
  '(function(d){function held(f){return f&&f.hasAttribute&&f.hasAttribute("data-await-hydration")}' +
  'function keep(e){var t=e.target,f=t&&t.form;if(held(f)&&t.name&&(t.type!=="radio"||t.checked))' +
  '(f.__typedEarly||(f.__typedEarly={}))[t.name]=t.value}' +
  'd.addEventListener("input",keep,true);d.addEventListener("change",keep,true);' +
  'd.addEventListener("submit",function(e){if(held(e.target)){e.preventDefault();' +
  'e.target.setAttribute("data-submit-pending","")}},true)})(document)'

/** What the visitor typed or chose in `form` before it was taken over, for the names given. */
export function typedBeforeHydration(
  form: HTMLFormElement,
  names: readonly string[],
): [name: string, value: string][] {
  const typed = (form as HTMLFormElement & { __typedEarly?: Record<string, string> }).__typedEarly
  return Object.entries(typed ?? {}).filter(([name]) => names.includes(name))
}
