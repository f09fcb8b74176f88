/** A stage's duration as `npm test` prints it at the end: `12m47s`, rounded to the second. */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}
