import type { Config, Field } from 'payload'

import { inCollectionBar, inGlobalBar } from './document-bar'

const rowsSettle = '@/kernel/admin/rows-settle.client#RowsSettle'

/** Whether `fields` hold a list or sections anywhere (a row the member adds). */
export function holdsRows(fields: Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'array' || field.type === 'blocks') return true
    if (field.type === 'tabs') return field.tabs.some((tab) => holdsRows(tab.fields))
    return 'fields' in field && Array.isArray(field.fields) && holdsRows(field.fields)
  })
}

/**
 * Every collection and global whose documents hold rows gets RowsSettle in its document bar
 * (rows-settle.client.tsx): a row added just as the server answered an earlier change is asked
 * for again instead of staying a loading placeholder.
 */
export function withRowsSettled(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      holdsRows(collection.fields) ? inCollectionBar(collection, rowsSettle) : collection,
    ),
    globals: config.globals?.map((global) =>
      holdsRows(global.fields) ? inGlobalBar(global, rowsSettle) : global,
    ),
  }
}
