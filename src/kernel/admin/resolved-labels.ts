import { getTranslation } from '@payloadcms/translations'
import type { Block, Config, Field } from 'payload'

type Labelled = Record<string, string>
type Translated = (args: { i18n: Parameters<typeof getTranslation>[1] }) => string

/** A label written per language ({ th, en }) as one Payload resolves for the admin's language. */
function resolved<T>(label: T): T | Translated {
  if (!label || typeof label !== 'object' || Array.isArray(label)) return label
  const byLanguage = label as Labelled
  return ({ i18n }) => getTranslation(byLanguage, i18n)
}

function resolvedLabels<T extends { singular?: unknown; plural?: unknown } | undefined>(labels: T) {
  if (!labels) return labels
  return { ...labels, singular: resolved(labels.singular), plural: resolved(labels.plural) }
}

function resolvedBlock(block: Block): Block {
  return {
    ...block,
    labels: resolvedLabels(block.labels) as Block['labels'],
    fields: block.fields.map(resolvedField),
  }
}

function resolvedField(field: Field): Field {
  const next = { ...field } as Field & Record<string, unknown>
  // A tab's label stays as written: Payload resolves it where it shows it.
  if ('label' in field && field.type !== 'tabs') next.label = resolved(field.label)
  if ('labels' in field) next.labels = resolvedLabels(field.labels)
  if ('fields' in field && Array.isArray(field.fields)) {
    next.fields = field.fields.map(resolvedField)
  }
  if (field.type === 'tabs') {
    next.tabs = field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(resolvedField) }))
  }
  if (field.type === 'blocks' && field.blocks) {
    next.blocks = field.blocks.map(resolvedBlock)
  }
  return next as Field
}

/**
 * Every collection's, block's and field's label written per language ({ th, en }) made
 * a function of the admin's language, so Payload sends the admin the label as text. Written as
 * an object, a label reaches a few of Payload's components as it is and shows as
 * "[object Object]": the list's sort buttons ("เรียงลำดับตาม [object Object] น้อยไปมาก") and an
 * array's and a relationship's "เพิ่ม [object Object] ใหม่" buttons, the dashboard's "สร้าง [object Object] ใหม่". Runs after the other plugins, so theirs are
 * covered too.
 */
export function withResolvedLabels(config: Config): Config {
  return {
    ...config,
    blocks: config.blocks?.map(resolvedBlock),
    collections: config.collections?.map((collection) => ({
      ...collection,
      labels: resolvedLabels(collection.labels) as typeof collection.labels,
      fields: collection.fields.map(resolvedField),
    })),
    // A global's label stays an object: its version list hands it to a client component as it
    // is, and a function there fails the screen (Payload's Versions view).
    globals: config.globals?.map((global) => ({
      ...global,
      fields: global.fields.map(resolvedField),
    })),
  }
}
