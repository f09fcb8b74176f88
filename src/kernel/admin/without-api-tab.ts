import type { Config } from 'payload'

/**
 * No "API" tab on any document: it shows a record's raw JSON and its REST address, a developer's
 * tool in the middle of a staff screen (developers use the REST API itself). A plugin that runs
 * after the others, so the import and export collections lose it too.
 */
export function withoutApiTab(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      admin: { ...collection.admin, hideAPIURL: true },
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      admin: { ...global.admin, hideAPIURL: true },
    })),
  }
}
