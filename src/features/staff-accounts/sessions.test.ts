import { describe, expect, it } from 'vitest'

import { agentFamily } from './sessions'

describe('agentFamily', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome · Windows',
    ],
    // Headless Chromium (the tests' browser, an automated check) is Chrome, not Safari.
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Line/14.19.1',
      'LINE · Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · macOS',
    ],
  ])('%s is %s', (userAgent, family) => {
    expect(agentFamily(userAgent)).toBe(family)
  })

  it('says it does not know a device it cannot read', () => {
    expect(agentFamily(undefined)).toBe('ไม่ทราบอุปกรณ์')
    expect(agentFamily('curl/8.5.0')).toBe('ไม่ทราบอุปกรณ์')
  })
})
