// @ts-check
// Which address a request comes from, decided once by the production server (scripts/serve.mjs)
// before Next sees the request, and read by the app (src/kernel/api/client-address.ts). Plain
// JavaScript so that server, which runs on bare Node before any bundler, shares it with the app.
import { isIP } from 'node:net'

/** The headers through which a client or proxy can claim an address, scheme or host. */
const forwardingHeaders = /** @type {const} */ ([
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
])

/** More proxies than this in front of one app is a typo, not a deployment. */
const maxTrustedProxyHops = 10

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (nginx: 1;
 * a CDN in front of nginx: 2). Unset or empty is 0: no proxy, the TCP peer is the client.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedProxyHops(value) {
  const text = value?.trim() ?? ''
  if (text === '') return 0
  if (!/^\d+$/.test(text) || Number(text) > maxTrustedProxyHops) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${maxTrustedProxyHops} (the number of ` +
        `proxies in front of the app), not "${value}".`,
    )
  }
  return Number(text)
}

/**
 * An IPv6 address (already valid) as its eight 16-bit groups.
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let text = address.toLowerCase()
  /** @type {string[]} */
  let tail = []
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number)
    tail = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
    text = text.slice(0, -embedded[0].length)
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1)
  }
  const [head, rest] = text.split('::')
  const before = head ? head.split(':') : []
  const after = [...(rest ? rest.split(':') : []), ...tail]
  const zeros = rest === undefined ? 0 : 8 - before.length - after.length
  return [...before, ...Array(zeros).fill('0'), ...after].map((group) => parseInt(group, 16))
}

/**
 * Eight groups in the RFC 5952 form: lower case, no leading zeros, the longest run of two or
 * more zero groups written as ::.
 * @param {number[]} groups
 */
function formatIpv6(groups) {
  let bestStart = -1
  let bestLength = 1
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0
    while (groups[start + length] === 0) length += 1
    if (length > bestLength) {
      bestStart = start
      bestLength = length
    }
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/**
 * One address as a proxy or socket wrote it, in one canonical form, or null when it is not an
 * address: IPv4 dotted, IPv6 per RFC 5952, an IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a
 * dual-stack socket reports for IPv4 clients) as the IPv4 address. Ports ("a.b.c.d:1234",
 * "[v6]:443") and an IPv6 zone ("%eth0") are dropped.
 * @param {string | undefined | null} raw
 * @returns {string | null}
 */
export function canonicalAddress(raw) {
  let text = (raw ?? '').trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  text = text.replace(/%[\w.-]+$/, '')
  const version = isIP(text)
  if (version === 4) return text
  if (version !== 6) return null
  const groups = ipv6Groups(text)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  }
  return formatIpv6(groups)
}

/**
 * The bucket an address is counted in: an IPv4 address by itself, an IPv6 address by its /64
 * (one home or phone gets a whole /64 and can pick any address in it). Not an address: 'unknown'.
 * @param {string | undefined | null} raw
 */
export function addressBucket(raw) {
  const address = canonicalAddress(raw)
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  return `${formatIpv6([...ipv6Groups(address).slice(0, 4), 0, 0, 0, 0])}/64`
}

/**
 * The client's address. With no trusted proxy it is the TCP peer, whatever the headers claim.
 * Behind `trustedHops` proxies, each appending the address it was reached from to
 * X-Forwarded-For, the chain is [...X-Forwarded-For, peer] and the client is the entry
 * `trustedHops` places left of its end; what lies further left was written by the client and is
 * ignored. A chain shorter than that gives its leftmost entry (the request skipped an outer
 * proxy); an entry that is not an address gives the next valid one to its right (nearer the
 * app, written by a trusted proxy), ending at the peer.
 * @param {{ peer: string | undefined | null, forwardedFor?: string | string[] | null, trustedHops: number }} request
 * @returns {string} a canonical address, or 'unknown' when even the peer is unknown
 */
export function pickClientAddress({ peer, forwardedFor, trustedHops }) {
  if (trustedHops <= 0) return canonicalAddress(peer) ?? 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer ?? '',
  ]
  for (let index = Math.max(0, chain.length - 1 - trustedHops); index < chain.length; index += 1) {
    const address = canonicalAddress(chain[index])
    if (address) return address
  }
  return 'unknown'
}

/**
 * Rewrites a Node request's headers in place so the app can trust them: X-Forwarded-For becomes
 * the one client address picked above; X-Real-IP and Forwarded go; without trusted proxies the
 * X-Forwarded-Host/-Proto/-Port a client sent go too (Next then fills them from the socket).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} peer the socket's remoteAddress
 * @param {number} trustedHops
 * @returns {string} the client address
 */
export function trustForwardingHeaders(headers, peer, trustedHops) {
  const address = pickClientAddress({ peer, forwardedFor: headers['x-forwarded-for'], trustedHops })
  for (const name of forwardingHeaders) {
    const keep = trustedHops > 0 && name.startsWith('x-forwarded-') && name !== 'x-forwarded-for'
    if (!keep) delete headers[name]
  }
  headers['x-forwarded-for'] = address
  return address
}
