// The end-to-end suite runs its files in parallel slots, one for each of Playwright's workers:
// each slot has a production server, a SQLite database and a LINE stand-in of its own, so two
// files running at once never share a record, a setting or a rate limit. One build serves them
// all (made against the first slot's address and scripts/lib/build.mjs's scratch database).

/** How many slots (and Playwright workers): E2E_WORKERS, 2 by default (the two cores). */
export const e2eSlotCount = Math.max(1, Number(process.env.E2E_WORKERS || 2))

/** The port slot `slot`'s server listens on: E2E_PORT (3100) for the first, then the next ones. */
export const e2eServerPort = (slot) => Number(process.env.E2E_PORT || 3100) + slot

/** The address slot `slot`'s browser and API clients use. */
export const e2eServerUrl = (slot) => `http://127.0.0.1:${e2eServerPort(slot)}`

/** The port of slot `slot`'s LINE stand-in: E2E_LINE_PORT (3199) for the first, then down. */
export const e2eLinePort = (slot) => Number(process.env.E2E_LINE_PORT || 3199) - slot

/** The line the suite's server prints once every slot answers (playwright.config.ts waits for it). */
export const e2eReadyLine = 'end-to-end servers ready'
