import type { CollectionConfig, Field } from 'payload'

import { importStatusNames, importSummaryNames } from '@/content/admin'

function named(field: Field): Field {
  if (field.type === 'select' && field.name === 'status') {
    return {
      ...field,
      options: field.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value
        return { value, label: importStatusNames[value] ?? value }
      }),
    }
  }
  if (field.type === 'group' && 'name' in field && field.name === 'summary') {
    return {
      ...field,
      fields: field.fields.map((sub) =>
        'name' in sub && importSummaryNames[sub.name]
          ? ({ ...sub, label: importSummaryNames[sub.name] } as Field)
          : sub,
      ),
    }
  }
  return field
}

/**
 * The import collection's state ("Pending", "Completed"…) and its summary's counts ("Imported",
 * "Issues"…) in the staff's language: the import-export plugin writes them in English only.
 */
export function withNamedImportFields(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(named) }
}
