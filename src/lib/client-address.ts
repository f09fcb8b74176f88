import { createHash } from 'node:crypto'

/** The client's address as the nearest proxy saw it (the last x-forwarded-for hop). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last || headers.get('x-real-ip')?.trim() || 'unknown'
}

/** A salted hash of an address: enough to spot abuse, never the address itself (PDPA). */
export function hashAddress(secret: string, address: string): string {
  return createHash('sha256').update(`ip:${secret}:${address}`).digest('hex')
}
