/** The port the end-to-end suite serves the production build on. */
export const e2ePort = Number(process.env.E2E_PORT || 3100)
