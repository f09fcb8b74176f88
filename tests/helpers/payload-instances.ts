// Payload's getPayload() keeps each instance it boots in a Map on `global._payload` (payload's
// dist/index.js, checked at payload 3.90.2), so that a module reloaded by Next's dev server finds
// it again. Test files that share one process (tests/helpers/int-setup.ts) must not find the
// previous file's instance, connected to that file's database: the map is emptied between files.
// tests/unit/framework-internals.test.ts fails loudly if an upgrade keeps instances elsewhere.

/** Payload's instance cache, or undefined before payload is first imported. */
export function payloadInstanceCache(): unknown {
  // eslint-disable-next-line no-restricted-globals
  return (globalThis as { _payload?: unknown })._payload
}

/** Empties Payload's instance cache; throws if it is no longer where and what it was. */
export function forgetPayloadInstances(): void {
  const cache = payloadInstanceCache()
  if (cache === undefined) return
  if (!(cache instanceof Map)) {
    throw new Error(
      "Payload no longer keeps its instances in a Map on global._payload: the integration tests' " +
        'files would share one instance (tests/helpers/payload-instances.ts)',
    )
  }
  cache.clear()
}
