import { test as base } from '@playwright/test'

import { e2eUrl } from './e2e-env'

/**
 * Playwright's `test`, with every page, context and API request of a test going to its own
 * slot's server (tests/helpers/e2e-env.ts). The end-to-end specs import `test` from here, never
 * from @playwright/test (ESLint holds them to it).
 */
export const test = base.extend({
  baseURL: async ({}, provide) => {
    await provide(e2eUrl)
  },
})

export { expect } from '@playwright/test'
