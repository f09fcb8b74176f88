import type { CollectionConfig, Field } from 'payload'

const cell = '@/components/admin/thai-date-cell.client#ThaiDateCell'
const numberCell = '@/components/admin/thai-number-cell.client#ThaiNumberCell'

function withCell(field: Field): Field {
  if (field.type === 'date') {
    return {
      ...field,
      admin: { ...field.admin, components: { Cell: cell, ...field.admin?.components } },
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
 * Every date a collection's list shows, its own and the timestamps Payload adds, in Thai with the
 * Buddhist year (components/admin/thai-date-cell), and every number with its thousands separated
 * (components/admin/thai-number-cell). The timestamps are declared here as Payload
 * would add them (an indexed date, hidden in the form), only with the cell: their columns are
 * the same, so the database schema does not change.
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
  return { ...collection, fields }
}
