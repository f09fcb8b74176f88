// One e-mail rule: every address the shared schema (form, lead and registration endpoints)
// accepts is one the collections' own e-mail fields save, and the other way round, checked over
// generated addresses against the validators Payload runs on leads and registrations.
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailSchema } from '@/kernel/validation/contact'

import { propertySeed } from '../../../../tests/helpers/lead-payloads'
import { getTestPayload } from '../../../../tests/helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const localChar = fc.constantFrom(...'abzABZ019._+-!#$%&\'*/=?^`{|}~"@ ()[]\\,;:')
const domainChar = fc.constantFrom(...'abz09-._ ')
const tld = fc.constantFrom('com', 'th', 'CO', 'c0m', 'x', 'xn--o3cw4h', 'co.', '')

/** Addresses near the rule's edges: odd local parts, labels ending in hyphens, bad TLDs. */
const addresses = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(
      fc.string({ unit: localChar, minLength: 1, maxLength: 10 }),
      fc.string({ unit: domainChar, minLength: 1, maxLength: 10 }),
      tld,
    )
    .map(([local, domain, end]) => `${local}@${domain}.${end}`),
  fc.string({ maxLength: 20 }),
)

describe('the e-mail rule', () => {
  it.each(['leads', 'registrations'] as const)(
    'of the shared schema is the rule of the %s collection’s e-mail field',
    async (collection) => {
      const field = payload.collections[collection].config.flattenedFields.find(
        (candidate) => candidate.name === 'email',
      )
      if (!field || !('validate' in field) || typeof field.validate !== 'function') {
        throw new Error(`${collection}.email has no validator`)
      }
      const validate = field.validate as (value: unknown, options: unknown) => unknown
      const options = {
        collectionSlug: collection,
        req: { payload, t: (key: string) => key },
        required: true,
        siblingData: {},
      }
      fc.assert(
        fc.property(addresses, (address) => {
          fc.pre(address.trim() === address && address.length > 0 && address.length <= 254)
          const schemaAccepts = emailSchema.safeParse(address).success
          const collectionAccepts = validate(address, options) === true
          expect({ address, schemaAccepts }).toEqual({ address, schemaAccepts: collectionAccepts })
        }),
        { numRuns: 5_000, seed: propertySeed('email rule') },
      )
    },
  )

  it('refuses an address whose domain label ends in a hyphen, as the collections do', () => {
    expect(emailSchema.safeParse('a@x-.co').success).toBe(false)
    expect(emailSchema.safeParse('a@x.co').success).toBe(true)
  })
})
