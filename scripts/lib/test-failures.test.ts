import { describe, expect, it } from 'vitest'

import { failureReason, playwrightFailures } from './test-failures.mjs'

describe('the closing summary of npm test', () => {
  it('keeps the first lines of an error, without colours or blank lines', () => {
    const message =
      '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: dialog\nExpected: visible\nReceived: hidden\nTimeout: 15000ms\nCall log:\n  - waiting'
    expect(failureReason(message).split('\n')).toEqual([
      '      Error: expect(locator).toBeVisible() failed',
      '      Locator: dialog',
      '      Expected: visible',
      '      Received: hidden',
      '      Timeout: 15000ms',
      '      Call log:',
    ])
    expect(failureReason(undefined)).toBe('')
  })

  it('names a failed Playwright test with the step it failed in and why', () => {
    const report = [
      {
        specs: [],
        suites: [
          {
            specs: [
              {
                file: 'marketing.e2e.spec.ts',
                title: 'a marketing member publishes',
                tests: [
                  {
                    status: 'unexpected',
                    results: [
                      { status: 'failed', error: { message: 'first try' }, steps: [] },
                      {
                        status: 'failed',
                        error: { message: 'Timed out 120000ms waiting for expect' },
                        steps: [
                          { title: 'drafts', steps: [] },
                          {
                            title: 'schedules a price',
                            error: { message: 'x' },
                            steps: [{ title: 'expect.poll', error: { message: 'x' } }],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              { file: 'ok.e2e.spec.ts', title: 'passes', tests: [{ status: 'expected' }] },
            ],
          },
        ],
      },
    ]
    expect(playwrightFailures(report)).toEqual([
      [
        'marketing.e2e.spec.ts › a marketing member publishes',
        '      step: schedules a price › expect.poll',
        '      Timed out 120000ms waiting for expect',
      ].join('\n'),
    ])
  })
})
