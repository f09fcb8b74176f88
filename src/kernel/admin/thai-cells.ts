import type { CollectionConfig, Field } from 'payload'

import { inCollectionBar } from './document-bar'

const cell = '@/kernel/admin/thai-date-cell.client#ThaiDateCell'
/**
 * A date in a form, in Thai with the Buddhist year and Bangkok time (kernel/admin/
 * thai-date-field) rather than Payload's picker (Gregorian year, the browser's time zone).
 */
export const thaiDateField = '@/kernel/admin/thai-date-field.client#ThaiDateField'
/** A saved document's own two dates in its bar, likewise (kernel/admin/document-times). */
const documentTimes = '@/kernel/admin/document-times.client#DocumentTimes'
const numberCell = '@/kernel/admin/thai-number-cell.client#ThaiNumberCell'

function withCell(field: Field): Field {
  if (field.type === 'date') {
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { Cell: cell, Field: thaiDateField, ...field.admin?.components },
      },
    }
  }
  if (field.type === 'number' && !field.hasMany) {
    return {
      ...field,
      admin: { ...field.admin, components: { Cell: numberCell, ...field.admin?.components } },
    }
  }
  // Fields inside rows and collapsibles are list columns of their own.
  if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
    return { ...field, fields: field.fields.map(withCell) }
  }
  return field
}

/**
 * Every date and number a collection shows, as the staff read them: each date in its list and
 * its form in Thai with the Buddhist year and Bangkok time (kernel/admin/thai-date-cell,
 * thai-date-field), each number with its thousands separated (thai-number-cell), and a saved
 * document's own two dates in its bar (document-times). The timestamps are declared here as
 * Payload would add them (an indexed date, hidden in the form), only with the cell: their
 * columns are the same, so the database schema does not change.
 */
export function withThaiCells(collection: CollectionConfig): CollectionConfig {
  const fields = collection.fields.map(withCell)
  if (collection.timestamps !== false) {
    const has = (name: string) => fields.some((field) => 'name' in field && field.name === name)
    for (const [name, label] of [
      ['updatedAt', 'general:updatedAt'],
      ['createdAt', 'general:createdAt'],
    ] as const) {
      if (has(name)) continue
      fields.push({
        name,
        type: 'date',
        index: true,
        label: ({ t }) => t(label),
        admin: { hidden: true, disableBulkEdit: true, components: { Cell: cell } },
      })
    }
  }
  if (collection.timestamps === false) return { ...collection, fields }
  return inCollectionBar({ ...collection, fields }, documentTimes, 'first')
}
