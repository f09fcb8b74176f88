import { describe, expect, it } from 'vitest'

import { clientAddress } from '../api/client-address'
import { parseEnv } from '../env'
import {
  addressBucket,
  canonicalAddress,
  parseTrustedProxyHops,
  pickClientAddress,
  trustForwardingHeaders,
} from './forwarded-address.mjs'

const trustedProxyHops = (source: Record<string, string>) =>
  parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), ...source }).TRUSTED_PROXY_HOPS

describe('pickClientAddress', () => {
  it('with no trusted proxy is the peer, whatever X-Forwarded-For says', () => {
    expect(
      pickClientAddress({ peer: '198.51.100.4', forwardedFor: '203.0.113.9', trustedHops: 0 }),
    ).toBe('198.51.100.4')
    expect(
      pickClientAddress({ peer: '::ffff:127.0.0.2', forwardedFor: '1.2.3.4', trustedHops: 0 }),
    ).toBe('127.0.0.2')
    expect(pickClientAddress({ peer: undefined, forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe(
      'unknown',
    )
  })

  it('behind one proxy is the last X-Forwarded-For entry; what the client wrote before it is ignored', () => {
    expect(
      pickClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '6.6.6.6, 7.7.7.7, 203.0.113.9',
        trustedHops: 1,
      }),
    ).toBe('203.0.113.9')
  })

  it('behind two proxies (a CDN, then nginx) is the second to last entry', () => {
    expect(
      pickClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '6.6.6.6, 203.0.113.9, 172.16.5.5',
        trustedHops: 2,
      }),
    ).toBe('203.0.113.9')
  })

  it('with fewer entries than hops is the leftmost one there is, or the peer', () => {
    expect(
      pickClientAddress({ peer: '10.0.0.2', forwardedFor: '203.0.113.9', trustedHops: 3 }),
    ).toBe('203.0.113.9')
    expect(pickClientAddress({ peer: '10.0.0.2', forwardedFor: undefined, trustedHops: 1 })).toBe(
      '10.0.0.2',
    )
    expect(pickClientAddress({ peer: '10.0.0.2', forwardedFor: ' , ', trustedHops: 2 })).toBe(
      '10.0.0.2',
    )
  })

  it('skips a malformed entry towards the app, never towards what the client wrote', () => {
    expect(
      pickClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '203.0.113.9, not-an-ip',
        trustedHops: 1,
      }),
    ).toBe('10.0.0.2')
    expect(
      pickClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '203.0.113.9, unknown, 172.16.5.5',
        trustedHops: 2,
      }),
    ).toBe('172.16.5.5')
    expect(pickClientAddress({ peer: 'garbage', forwardedFor: 'x, y', trustedHops: 1 })).toBe(
      'unknown',
    )
  })

  it('joins a header sent more than once', () => {
    expect(
      pickClientAddress({
        peer: '10.0.0.2',
        forwardedFor: ['1.1.1.1', '203.0.113.9'],
        trustedHops: 1,
      }),
    ).toBe('203.0.113.9')
  })
})

describe('canonicalAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9:8080 ', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['::1', '::1'],
    ['::', '::'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
  ])('%s → %s', (raw, expected) => {
    expect(canonicalAddress(raw)).toBe(expected)
  })

  it.each(['', 'unknown', '1.2.3', '256.1.1.1', '1.2.3.4.5', '2001:db8::g', '_hidden', 'a, b'])(
    'rejects %j',
    (raw) => {
      expect(canonicalAddress(raw)).toBeNull()
    },
  )
})

describe('addressBucket', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9')
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressBucket('nonsense')).toBe('unknown')
  })

  it('is what the app keys its limits on', () => {
    const headers = (value: string) => new Headers({ 'x-forwarded-for': value })
    expect(clientAddress(headers('2001:db8:1:2::5'))).toBe(
      clientAddress(headers('2001:db8:1:2::6')),
    )
    expect(clientAddress(headers('2001:db8:1:2::5'))).not.toBe(
      clientAddress(headers('2001:db8:1:3::5')),
    )
    expect(clientAddress(headers('203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('trustForwardingHeaders', () => {
  const sent = () => ({
    host: 'example.com',
    'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    'x-real-ip': '6.6.6.6',
    forwarded: 'for=6.6.6.6',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
  })

  it('with no trusted proxy keeps only the peer and drops every forwarding claim', () => {
    const headers = sent()
    expect(trustForwardingHeaders(headers, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4')
    expect(headers).toEqual({ host: 'example.com', 'x-forwarded-for': '198.51.100.4' })
  })

  it('behind a proxy keeps its scheme and host and sets the one client address', () => {
    const headers = sent()
    expect(trustForwardingHeaders(headers, '10.0.0.2', 1)).toBe('203.0.113.9')
    expect(headers).toEqual({
      host: 'example.com',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    })
  })
})

describe('TRUSTED_PROXY_HOPS', () => {
  it('is 0 when unset or empty, else a small whole number', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0)
    expect(parseTrustedProxyHops('')).toBe(0)
    expect(parseTrustedProxyHops(' 2 ')).toBe(2)
    for (const bad of ['-1', '1.5', 'yes', '11']) {
      expect(() => parseTrustedProxyHops(bad)).toThrow(/TRUSTED_PROXY_HOPS/)
    }
  })

  it('is read by the app environment through the same parser', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1' })).toBe(1)
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
