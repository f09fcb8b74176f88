import { slugField, type Field, type RowField } from 'payload'

import { thaiSlugify } from '@/kernel/text/slug'

/**
 * Payload's slug field (made from the title, Thai kept; "ปลดล็อค" to write one's own), labelled
 * in Thai with where the address appears.
 */
export function siteSlugField(description: { th: string; en: string }): Field {
  return slugField({
    slugify: ({ valueToSlugify }) => thaiSlugify(valueToSlugify),
    position: 'sidebar',
    overrides: (row: RowField) => ({
      ...row,
      fields: row.fields.map((field): Field =>
        field.type === 'text' && field.name === 'slug'
          ? {
              ...field,
              label: { th: 'ชื่อลิงก์', en: 'Slug' },
              admin: { ...field.admin, description },
            }
          : field,
      ),
    }),
  })
}
