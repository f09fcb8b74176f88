// The response headers that change how a browser loads a document rather than what it shows, as
// the app sends them with its pages (src/kernel/server/security-headers.ts). `npm run bench:lighthouse`
// serves its two references (the framework floor and a page without scripts) with the same ones,
// so that each variant is loaded the same way. Cross-Origin-Opener-Policy matters most: a page
// with `same-origin` opened from about:blank, as Lighthouse opens every page, gets a renderer
// process of its own started when the response arrives, and the start-up (creating the page's V8
// context among it) lands in the page's first main-thread task.
const names = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]

/** The document headers of a response (a fetch `Headers`), as a plain object of lower-case names. */
export function documentHeaders(headers) {
  return Object.fromEntries(
    names.filter((name) => headers.has(name)).map((name) => [name, headers.get(name)]),
  )
}
