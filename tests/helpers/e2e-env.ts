import { e2eLinePort, e2eServerUrl } from '../../scripts/lib/e2e-slots.mjs'

/**
 * The slot this test process runs in (scripts/lib/e2e-slots.mjs): Playwright numbers the workers
 * running at once 0, 1… in TEST_PARALLEL_INDEX, and a worker started again after a failure keeps
 * its number. Outside a worker (the configuration), the first.
 */
export const e2eSlot = Number(process.env.TEST_PARALLEL_INDEX || 0)

/** This slot's server. */
export const e2eUrl = e2eServerUrl(e2eSlot)

/** This slot's LINE stand-in. */
export const lineApi = `http://127.0.0.1:${e2eLinePort(e2eSlot)}`
