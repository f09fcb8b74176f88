import { describe, expect, it } from 'vitest'

import {
  e2eTraceRerunArgs,
  e2eTracesDir,
  failureReason,
  playwrightFailures,
} from './test-failures.mjs'

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

  it('runs only the failed end-to-end tests again, traced, without replacing the suite’s report', () => {
    const args = e2eTraceRerunArgs('/repo/test-results')
    expect(args).toContain('--last-failed')
    expect(args).toContain('--last-failed-file=/repo/test-results/.last-run.json')
    expect(args).toContain('--trace=on')
    // Its own folder: Playwright empties its output folder when it starts.
    expect(args).toContain(`--output=${e2eTracesDir('/repo/test-results')}`)
    expect(e2eTracesDir('/repo/test-results')).not.toBe('/repo/test-results')
    // The list only: test-results/e2e.json, which npm test has counted, stays the suite's.
    expect(args.filter((arg) => arg.startsWith('--reporter'))).toEqual(['--reporter=list'])
  })
})
