// How a view, lead, registration or LINE tap records the A/B variant it saw: `<test id>:a` or
// `<test id>:b`. Plain JavaScript: the production server's counter reads it too.

/** A variant label. */
export const experimentPattern = /^\d{1,9}:[ab]$/

/**
 * The label when `value` is one, else ''.
 * @param {unknown} value
 */
export const experimentLabel = (value) =>
  typeof value === 'string' && experimentPattern.test(value) ? value : ''

/**
 * The request header in which the production server tells the app's proxy which variant it
 * picked (features/experiments/pick.mjs); a client's own is never passed on.
 */
export const experimentHeader = 'x-clinic-experiment'

/**
 * The id of the test whose variant B `label` is, else undefined.
 * @param {string | null | undefined} label
 */
export const variantBTest = (label) => /^(\d{1,9}):b$/.exec(label ?? '')?.[1]

/** The last path segment of variant B's own address, `/lp/<slug>/b-<test id>`. */
export const variantBSegment = /^b-\d{1,9}$/
