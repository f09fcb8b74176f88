import type { CollectionConfig, Field } from 'payload'

import { importStatusNames, importSummaryNames } from '@/kernel/admin/text'

function named(field: Field): Field {
  // A new import adds rows unless the member chooses otherwise (the plugin leaves it unset, and
  // an unset mode shows the match field, which only updating needs).
  if (field.type === 'select' && field.name === 'importMode') {
    return { ...field, defaultValue: 'create' }
  }
  if (field.type === 'select' && field.name === 'status') {
    return {
      ...field,
      // An import has a state once it is saved; the form for a new one does not show "waiting".
      admin: { ...field.admin, condition: (data) => Boolean(data?.id) },
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
 * "Issues"…) in the staff's language: the import-export plugin writes them in English only. A
 * saved import waiting for the job queue says so and shows its result when it has run.
 */
export function withNamedImportFields(collection: CollectionConfig): CollectionConfig {
  const fields = collection.fields.flatMap((field) =>
    'name' in field && field.name === 'status' ? [named(field), progress] : [named(field)],
  )
  return { ...collection, fields }
}

/** Below the state of a saved import that waits for its turn: its progress. */
const progress: Field = {
  name: 'progress',
  type: 'ui',
  admin: { components: { Field: '@/kernel/admin/import-progress.client#ImportProgress' } },
}
