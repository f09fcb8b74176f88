import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * A collection whose document screen shows `component` in its bar, before Payload's controls:
 * first or after what is there.
 */
export function inCollectionBar(
  collection: CollectionConfig,
  component: string,
  at: 'first' | 'last' = 'last',
): CollectionConfig {
  const edit = collection.admin?.components?.edit
  const present = edit?.beforeDocumentControls ?? []
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: {
          ...edit,
          beforeDocumentControls:
            at === 'first' ? [component, ...present] : [...present, component],
        },
      },
    },
  }
}

/** A global whose screen shows `component` in its bar, after what is there. */
export function inGlobalBar(global: GlobalConfig, component: string): GlobalConfig {
  const elements = global.admin?.components?.elements
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: {
          ...elements,
          beforeDocumentControls: [...(elements?.beforeDocumentControls ?? []), component],
        },
      },
    },
  }
}
