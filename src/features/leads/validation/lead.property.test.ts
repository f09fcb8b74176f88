import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { judgeLead, leadBody, propertySeed } from '../../../../tests/helpers/lead-payloads'
import { leadPayloadSchema } from './lead'

const numRuns = 10_000

describe('lead payload schema, on generated payloads', () => {
  it(`agrees with the rules on ${numRuns.toLocaleString('en')} payloads and never throws`, () => {
    const verdicts = { valid: 0, invalid: 0 }
    fc.assert(
      fc.property(leadBody, (body) => {
        let result: ReturnType<typeof leadPayloadSchema.safeParse> | undefined
        expect(() => {
          result = leadPayloadSchema.safeParse(body)
        }).not.toThrow()
        const verdict = judgeLead(body)
        expect(result!.success).toBe(verdict.valid)
        if (verdict.valid) {
          verdicts.valid += 1
          expect(result!.data).toEqual(verdict.lead)
        } else {
          verdicts.invalid += 1
          const failing = new Set(result!.error!.issues.map((issue) => String(issue.path[0] ?? '')))
          expect([...failing].sort()).toEqual([...verdict.fields].sort())
        }
      }),
      { numRuns, seed: propertySeed('lead schema') },
    )
    // Both sides of the rules were exercised, not just one.
    expect(verdicts.valid + verdicts.invalid).toBe(numRuns)
    expect(verdicts.valid).toBeGreaterThan(numRuns * 0.1)
    expect(verdicts.invalid).toBeGreaterThan(numRuns * 0.1)
    console.log(`[lead schema] ${verdicts.valid} valid, ${verdicts.invalid} invalid payloads`)
  }, 60_000)
})
