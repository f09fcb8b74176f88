// Generated lead payloads (fast-check) and an oracle that judges them from the lead form's rules,
// written apart from the zod schema in src/features/leads/validation/lead.ts so the two can disagree.
import fc from 'fast-check'

import { orgTypeValues } from '@/kernel/content/org-types'
import { canonicalPhone } from '@/kernel/validation/phone'

/**
 * The seed of a property run: FC_SEED when set (to replay a failure), 42 on CI (the same cases on
 * every run), else a random one, printed so that a failure can be replayed.
 */
export function propertySeed(label: string): number {
  const seed = process.env.FC_SEED
    ? Number(process.env.FC_SEED)
    : process.env.CI
      ? 42
      : Math.floor(Math.random() * 2 ** 31)
  console.log(`[${label}] fast-check seed ${seed} (replay with FC_SEED=${seed})`)
  return seed
}

// ---- The oracle ---------------------------------------------------------------------------------

export const leadFields = [
  'fullname',
  'phone',
  'email',
  'organization_type',
  'description',
  'user_action',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landing_page',
  'device_type',
  'experiment',
] as const

type LeadField = (typeof leadFields)[number]

export type ExpectedLead = Record<LeadField, string>

export type Verdict =
  | { valid: true; lead: ExpectedLead }
  | {
      valid: false
      /** The fields that break a rule; '' for a body that is no object. */ fields: string[]
    }

const isDigit = (char: string) => char >= '0' && char <= '9'
const isAsciiLetter = (char: string) => /^[A-Za-z]$/.test(char)
const isAsciiAlnum = (char: string) => isDigit(char) || isAsciiLetter(char)

/**
 * A phone number: a + or a digit, then 7 to 14 digits, each of which may follow one space or
 * hyphen (so no separator at the end and never two in a row).
 */
function isPhone(value: string): boolean {
  const chars = [...value]
  if (chars.length === 0 || !(chars[0] === '+' || isDigit(chars[0]))) return false
  let digits = 0
  let separatorBefore = false
  for (const char of chars.slice(1)) {
    if (char === ' ' || char === '-') {
      if (separatorBefore) return false
      separatorBefore = true
    } else if (isDigit(char)) {
      digits += 1
      separatorBefore = false
    } else {
      return false
    }
  }
  return !separatorBefore && digits >= 7 && digits <= 14
}

/**
 * An e-mail address as the form accepts it (the rule of Payload's e-mail field): one @; no two
 * dots in a row anywhere; before the @, ASCII letters, digits and _ ! # $ % & ' * + / = ? ^ ` { | }
 * ~ - and dots, neither starting nor ending with a dot; after it, two or more dot-separated labels,
 * each starting and ending with a letter or digit and made of letters, digits and hyphens, the
 * last one two or more letters.
 */
function isEmail(value: string): boolean {
  const parts = value.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts
  if (value.includes('..')) return false
  const localChar = (char: string) => isAsciiAlnum(char) || "_!#$%&'*+/=?^`{|}~-.".includes(char)
  if (local.length === 0 || local.startsWith('.') || local.endsWith('.')) return false
  if (![...local].every(localChar)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  const tld = labels[labels.length - 1]
  if (tld.length < 2 || ![...tld].every(isAsciiLetter)) return false
  return labels
    .slice(0, -1)
    .every(
      (label) =>
        label.length > 0 &&
        isAsciiAlnum(label[0]) &&
        isAsciiAlnum(label[label.length - 1]) &&
        [...label].every((char) => isAsciiAlnum(char) || char === '-'),
    )
}

const deviceTypeValues = ['mobile', 'tablet', 'desktop']

/** Characters are Unicode code points (an emoji is one, not two UTF-16 units), after trimming. */
const length = (value: string) => [...value].length

type Rule = {
  required: boolean
  check: (trimmed: string, raw: string) => boolean
  fallback: string
}

const textUpTo = (max: number): Rule => ({
  required: false,
  check: (value) => length(value) <= max,
  fallback: '',
})

const rules: Record<LeadField, Rule> = {
  fullname: {
    required: true,
    check: (value) => length(value) >= 2 && length(value) <= 120,
    fallback: '',
  },
  phone: {
    required: true,
    check: (value) => length(value) >= 8 && length(value) <= 20 && isPhone(value),
    fallback: '',
  },
  email: {
    required: true,
    check: (value) => length(value) <= 254 && isEmail(value),
    fallback: '',
  },
  organization_type: {
    required: true,
    check: (value) => orgTypeValues.includes(value),
    fallback: '',
  },
  description: textUpTo(2000),
  // Compared as sent, not trimmed.
  user_action: {
    required: true,
    check: (_, raw) => raw === 'contact_form_submit',
    fallback: '',
  },
  utm_source: textUpTo(200),
  utm_medium: textUpTo(200),
  utm_campaign: textUpTo(200),
  utm_term: textUpTo(200),
  utm_content: textUpTo(200),
  referrer: textUpTo(2048),
  landing_page: textUpTo(2048),
  device_type: {
    required: false,
    check: (_, raw) => deviceTypeValues.includes(raw),
    fallback: 'desktop',
  },
  // An A/B variant: a test's id (1 to 9 digits) and a or b, as sent; or nothing.
  experiment: {
    required: false,
    check: (_, raw) => raw === '' || /^[0-9]{1,9}:(a|b)$/.test(raw),
    fallback: '',
  },
}

/** What the lead payload rules say of `body`: valid with the normalised lead, or which fields fail. */
export function judgeLead(body: unknown): Verdict {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { valid: false, fields: [''] }
  }
  const record = body as Record<string, unknown>
  const lead = {} as ExpectedLead
  const fields: string[] = []
  for (const field of leadFields) {
    const rule = rules[field]
    const value = record[field]
    if (value === undefined) {
      if (rule.required) fields.push(field)
      else lead[field] = rule.fallback
      continue
    }
    if (typeof value !== 'string') {
      fields.push(field)
      continue
    }
    const trimmed = ['user_action', 'device_type', 'experiment'].includes(field)
      ? value
      : value.trim()
    // No text may hold a NUL character (U+0000), which the databases cannot store.
    // A valid phone number is stored in its canonical form (its own table test covers that).
    if (rule.check(trimmed, value) && !value.includes('\u0000'))
      lead[field] = field === 'phone' ? canonicalPhone(trimmed) : trimmed
    else fields.push(field)
  }
  return fields.length > 0 ? { valid: false, fields } : { valid: true, lead }
}

// ---- The generators -----------------------------------------------------------------------------

const thaiChars = [...'กขคฆงจฉชซญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮะัาำิีึืุูเแโใไ็่้๊๋์ๆฯ๐๑๒๓๔๕๖๗๘๙']
/** Mostly none; whitespace String.prototype.trim removes; now and then a zero-width space, which it keeps. */
const padding = fc.oneof(
  { arbitrary: fc.constant(''), weight: 12 },
  { arbitrary: fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\ufeff'), weight: 6 },
  { arbitrary: fc.constant('\u200b'), weight: 1 },
)

const thaiText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...thaiChars, ' '), minLength, maxLength })

const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(padding, text, padding).map(([before, value, after]) => before + value + after)

/** Strings a few characters either side of a length limit, of Thai, ASCII or spaces. */
const aroundLength = (limit: number) =>
  fc
    .tuple(
      fc.constantFrom('ก', 'x', 'é', ' ', '😀'),
      fc.integer({ min: Math.max(0, limit - 3), max: limit + 3 }),
    )
    .map(([char, count]) => char.repeat(count))

/** Text with control characters in it, NUL among them: no person types them, but clients send them. */
const controlText = fc.string({
  unit: fc.constantFrom('a', 'ก', ' ', '\u0000', '\u0001', '\u001f', '\u007f'),
  minLength: 2,
  maxLength: 12,
})

const anyString = fc.oneof(
  controlText,
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  thaiText(0, 20),
)

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
)

const digit = fc.constantFrom(...'0123456789')

const phoneLike = fc
  .tuple(
    fc.constantFrom('+', '0', '6', '9'),
    fc.array(fc.tuple(fc.constantFrom('', '', '', ' ', '-'), digit), {
      minLength: 6,
      maxLength: 16,
    }),
  )
  .map(([first, rest]) => first + rest.map(([separator, d]) => separator + d).join(''))

const brokenPhone = fc.oneof(
  fc.constantFrom('081--234-5678', '081-234-5678-', '-0812345678', '081.234.5678', '08l-234-5678'),
  fc.constantFrom('๐๘๑๒๓๔๕๖๗๘', '++66812345678', '1234567', '081 -234-5678', '(02) 123 4567'),
)

const emailAtom = fc.string({
  unit: fc.constantFrom(...'abcxyzABC019_+-!#=', "'"),
  minLength: 1,
  maxLength: 8,
})
const domainLabel = fc
  .tuple(
    fc.constantFrom(...'abz09'),
    fc.string({ unit: fc.constantFrom(...'abz09-'), maxLength: 6 }),
  )
  .map(([first, rest]) => first + rest)

const emailLike = fc
  .tuple(
    fc.array(emailAtom, { minLength: 1, maxLength: 3 }),
    fc.array(domainLabel, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'th', 'co', 'CO', 'museum', 'x', 'c0m'),
  )
  .map(([atoms, labels, tld]) => `${atoms.join('.')}@${labels.join('.')}.${tld}`)

const brokenEmail = fc.constantFrom(
  'not-an-email',
  'a@b',
  '@clinic.co.th',
  'a..b@clinic.co.th',
  '.a@clinic.co.th',
  'a.@clinic.co.th',
  'a@-clinic.co.th',
  'a@x-.co',
  '"a"@clinic.co.th',
  'a@clinic..th',
  'สมชาย@clinic.co.th',
  'a@คลินิก.th',
  'a b@clinic.co.th',
  'a@b@clinic.co.th',
  `${'a'.repeat(250)}@b.co`,
)

/** Valid-looking values most of the time, then edge cases, anything and wrong types. */
const field = (
  likely: fc.Arbitrary<unknown>,
  unlikely: fc.Arbitrary<unknown>[],
  { optional }: { optional: boolean },
) =>
  fc.oneof(
    { arbitrary: likely, weight: optional ? 60 : 150 },
    ...unlikely.map((arbitrary) => ({ arbitrary, weight: 1 })),
    { arbitrary: anyString, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: optional ? 4 : 1 },
  )

const leadRecord = fc
  .record({
    fullname: field(
      padded(fc.oneof(thaiText(2, 40), fc.constantFrom('สมชาย ใจดี', 'Anna Smith', 'นพ. ก'))),
      [aroundLength(2), aroundLength(120), padding, controlText],
      { optional: false },
    ),
    phone: field(padded(phoneLike), [brokenPhone, aroundLength(20)], { optional: false }),
    email: field(padded(emailLike), [brokenEmail], { optional: false }),
    organization_type: field(
      padded(fc.constantFrom(...orgTypeValues)),
      [fc.constantFrom('ร้านกาแฟ', 'คลินิก', 'คลินิกความงาม ', 'คลินิกความงาม\u200b')],
      { optional: false },
    ),
    description: field(padded(thaiText(0, 300)), [aroundLength(2000), controlText], {
      optional: true,
    }),
    user_action: field(
      fc.constant('contact_form_submit'),
      [fc.constantFrom(' contact_form_submit', 'signup', 'CONTACT_FORM_SUBMIT', '')],
      { optional: false },
    ),
    utm_source: field(fc.constantFrom('facebook', 'google', 'line', ''), [aroundLength(200)], {
      optional: true,
    }),
    utm_medium: field(fc.constantFrom('cpc', 'social', ''), [aroundLength(200)], {
      optional: true,
    }),
    utm_campaign: field(padded(thaiText(0, 30)), [aroundLength(200)], { optional: true }),
    utm_term: field(fc.string({ maxLength: 20 }), [aroundLength(200)], { optional: true }),
    utm_content: field(fc.string({ maxLength: 20 }), [aroundLength(200)], { optional: true }),
    referrer: field(fc.webUrl(), [aroundLength(2048)], { optional: true }),
    landing_page: field(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      [aroundLength(2048)],
      { optional: true },
    ),
    device_type: field(
      fc.constantFrom('mobile', 'tablet', 'desktop'),
      [fc.constantFrom('Mobile', ' mobile', 'fridge', '')],
      { optional: true },
    ),
    experiment: field(
      fc.constantFrom('', '12:a', '7:b', '123456789:a'),
      [fc.constantFrom('12:c', ' 12:a', 'a:1', '1234567890:a', '12:A')],
      { optional: true },
    ),
    // Keys the schema does not know are dropped, never an error.
    unknown: fc.option(fc.dictionary(fc.constantFrom('status', 'admin', 'id', 'extra'), wrongType)),
  })
  .map(({ unknown, ...fields }) => {
    const body: Record<string, unknown> = { ...(unknown ?? {}) }
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = value
    return body
  })

/** A lead payload: mostly objects close to a real form, sometimes anything at all. */
export const leadBody: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: leadRecord, weight: 30 },
  { arbitrary: fc.anything(), weight: 1 },
)

/** Only JSON objects, as the endpoint parses them (non-objects it refuses before validating). */
export const leadJsonObject: fc.Arbitrary<Record<string, unknown>> = leadRecord
