// @ts-check
// How long the production server (scripts/serve.mjs) waits for a client, and how many it
// serves at once: it may face the internet directly, where a client can open connections and
// send its headers or body one byte at a time to hold them (Node's defaults: 60 s for the headers,
// 300 s for a request, checked every 30 s, no connection cap).

/** The limits, in milliseconds and connections; each can be set by its environment variable. */
const serverLimitDefaults = {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a 20 MB image at 3 Mbit/s fits). */
  requestTimeoutMs: 60_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Connections beyond this are closed at once. */
  maxConnections: 1_024,
}

const variables = /** @type {const} */ ({
  headersTimeoutMs: 'SERVER_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SERVER_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'SERVER_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'SERVER_MAX_CONNECTIONS',
})

/**
 * The limits from the environment (positive integers), else the defaults.
 * @param {Record<string, string | undefined>} env
 */
export function serverLimits(env = process.env) {
  const limits = { ...serverLimitDefaults }
  for (const [key, name] of Object.entries(variables)) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const value = Number(raw)
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`${name} must be a positive whole number, not "${raw}".`)
    }
    limits[/** @type {keyof typeof limits} */ (key)] = value
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('SERVER_HEADERS_TIMEOUT_MS must not be more than SERVER_REQUEST_TIMEOUT_MS.')
  }
  return limits
}

/**
 * The options of `http.createServer` and the properties of the server that hold these limits.
 * Node checks the header and request timeouts every `connectionsCheckingInterval`; a second
 * keeps a slow client from outliving its limit by much.
 * @param {ReturnType<typeof serverLimits>} limits
 */
export function serverOptions(limits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1_000,
  }
}

/**
 * @param {import('node:http').Server} server
 * @param {ReturnType<typeof serverLimits>} limits
 */
export function applyServerLimits(server, limits) {
  server.maxConnections = limits.maxConnections
  // Keep-alive must end before the header timeout of the next request on the connection starts.
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = limits.requestTimeoutMs
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
}
