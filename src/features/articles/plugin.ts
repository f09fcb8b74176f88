import { capabilityPlugin } from '@/kernel/plugin'

import { Articles } from './collections/articles'

/** The articles marketing publishes at /articles. */
export const articlesPlugin = capabilityPlugin({ collections: [Articles] })
