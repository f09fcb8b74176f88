import type { Field } from 'payload'

/**
 * `<test id>:a` or `:b`: the variant of a campaign page's A/B test a lead, a registration or a LINE
 * tap came from (features/experiments), read-only for staff.
 */
export const experimentField: Field = {
  name: 'experiment',
  type: 'text',
  index: true,
  label: { th: 'ตัวแปรการทดลอง A/B', en: 'A/B variant' },
  admin: { readOnly: true },
}
