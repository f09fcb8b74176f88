import { createHash } from 'node:crypto'

import { addressBucket } from '../server/forwarded-address.mjs'

/**
 * The client's rate-limit bucket: its address, or its /64 for IPv6. In production the server
 * (scripts/serve.mjs) has already replaced X-Forwarded-For with the one address it trusts (the
 * TCP peer, or the hop TRUSTED_PROXY_HOPS picks), whatever the client sent. The last entry is
 * read so `next dev` and tests that call the handlers directly behave the same way.
 */
export function clientAddress(headers: Headers): string {
  return addressBucket(headers.get('x-forwarded-for')?.split(',').at(-1))
}

/** A salted hash of an address: enough to spot abuse, never the address itself (PDPA). */
export function hashAddress(secret: string, address: string): string {
  return createHash('sha256').update(`ip:${secret}:${address}`).digest('hex')
}
