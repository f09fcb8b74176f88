import type { CollectionConfig, Config, GlobalConfig, Plugin, TaskConfig } from 'payload'

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>

/** What a capability adds to the configuration: each list is appended to what is there. */
export type Capability = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  tasks?: TaskConfig[]
  /** The admin's components the capability brings: providers, views, links after the navigation. */
  admin?: Pick<AdminComponents, 'providers' | 'afterNavLinks' | 'beforeDashboard' | 'views'>
  /** Runs once Payload has started, after the configuration's own onInit. */
  onInit?: NonNullable<Config['onInit']>
}

/**
 * A capability as a local Payload plugin, `(config) => config`, as Payload's plugin template
 * builds one: it appends its collections, globals, tasks and admin components, and runs its
 * onInit after the ones before it.
 */
export function capabilityPlugin(capability: Capability): Plugin {
  return (config) => {
    const components = config.admin?.components ?? {}
    const admin = capability.admin ?? {}
    const onInit = config.onInit
    return {
      ...config,
      collections: [...(config.collections ?? []), ...(capability.collections ?? [])],
      globals: [...(config.globals ?? []), ...(capability.globals ?? [])],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), ...(capability.tasks ?? [])],
      },
      admin: {
        ...config.admin,
        components: {
          ...components,
          providers: [...(components.providers ?? []), ...(admin.providers ?? [])],
          afterNavLinks: [...(components.afterNavLinks ?? []), ...(admin.afterNavLinks ?? [])],
          beforeDashboard: [
            ...(components.beforeDashboard ?? []),
            ...(admin.beforeDashboard ?? []),
          ],
          views: { ...components.views, ...admin.views },
        },
      },
      onInit: capability.onInit
        ? async (payload) => {
            await onInit?.(payload)
            await capability.onInit?.(payload)
          }
        : onInit,
    }
  }
}

/**
 * The collections and globals in the order the admin's navigation lists them (within each
 * group, in this order), whichever capability added them; any not named keep their place after.
 */
export function inNavigationOrder(order: {
  collections: readonly string[]
  globals: readonly string[]
}): Plugin {
  const rank = (list: readonly string[], slug: string) => {
    const at = list.indexOf(slug)
    return at === -1 ? list.length : at
  }
  return (config) => ({
    ...config,
    collections: [...(config.collections ?? [])].sort(
      (a, b) => rank(order.collections, a.slug) - rank(order.collections, b.slug),
    ),
    globals: [...(config.globals ?? [])].sort(
      (a, b) => rank(order.globals, a.slug) - rank(order.globals, b.slug),
    ),
  })
}

/** The tasks in this order, whichever capability added them; any not named keep their place after. */
export function inTaskOrder(slugs: readonly string[]): Plugin {
  const rank = (slug: string) => {
    const at = slugs.indexOf(slug)
    return at === -1 ? slugs.length : at
  }
  return (config) => ({
    ...config,
    jobs: {
      ...config.jobs,
      tasks: [...(config.jobs?.tasks ?? [])].sort((a, b) => rank(a.slug) - rank(b.slug)),
    },
  })
}
