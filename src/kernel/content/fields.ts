import type { Field } from 'payload'

/** Field builders the page blocks share, so every block reads the same in the admin. */

type Label = { th: string; en: string }

export const text = (name: string, label: Label, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label, required: true, ...extra }) as Field

export const textarea = (name: string, label: Label, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'textarea', label, required: true, ...extra }) as Field

/** What one row of a list is called in the admin: Thai has one form, English two. */
type RowName = { th: string; en: string; enPlural: string }

/**
 * A list of rows (cards, steps, questions…): its heading, what a row is called, its fields. Each
 * row is titled by its first text field (kernel/admin/row-title), not "คำถาม 01".
 */
export const rows = (
  name: string,
  label: Label,
  row: RowName,
  fields: Field[],
  extra: Partial<Field> = {},
): Field => {
  const admin = (extra.admin ?? {}) as { components?: Record<string, unknown> }
  const titleField = fields.find((field) => field.type === 'text' || field.type === 'textarea')
  return {
    name,
    type: 'array',
    labels: {
      singular: { th: row.th, en: row.en },
      plural: { th: row.th, en: row.enPlural },
    },
    label,
    fields,
    ...extra,
    admin: {
      ...admin,
      components: {
        RowLabel: {
          path: '@/kernel/admin/row-title.client#RowTitle',
          clientProps: {
            titleField: titleField && 'name' in titleField ? titleField.name : undefined,
            row: { th: row.th, en: row.en },
          },
        },
        ...admin.components,
      },
    },
  } as Field
}

/** A list of short texts (bullet points, highlights): an array of rows with one text each. */
export const textList = (name: string, label: Label, extra: Partial<Field> = {}): Field =>
  rows(name, label, { th: 'รายการ', en: 'Item', enPlural: 'Items' }, [text('text', label)], extra)

/** A section's eyebrow, heading and one-line description (SectionIntro), with a help text. */
export const sectionIntroWith = (description?: Label): Field => ({
  name: 'intro',
  type: 'group',
  label: { th: 'หัวเรื่องของส่วน', en: 'Section heading' },
  ...(description ? { admin: { description } } : {}),
  fields: [
    text('eyebrow', { th: 'ข้อความเล็กเหนือหัวเรื่อง', en: 'Eyebrow' }),
    text('title', { th: 'หัวเรื่อง', en: 'Title' }),
    textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
  ],
})

export const sectionIntro = sectionIntroWith()
