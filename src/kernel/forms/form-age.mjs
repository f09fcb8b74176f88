// @ts-check
// How old a form may be when sent: one pair of numbers for the browser (the form waits out the
// minimum) and the server (form-token.mjs refuses younger and older forms). Plain JavaScript, as
// the token module that reads it runs on bare Node in the scripts too.

/** The youngest a form may be when sent (bots send at once). */
export const minFormAgeMs = 3_000
/** A form left open longer gets a fresh token from the form itself (a 409, then a resend). */
export const maxFormAgeMs = 3 * 60 * 60 * 1000
