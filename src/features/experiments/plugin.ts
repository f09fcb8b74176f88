import { capabilityPlugin } from '@/kernel/plugin'

import { Experiments } from './collections/experiments'

/** A/B tests of a campaign page's header. */
export const experimentsPlugin = capabilityPlugin({ collections: [Experiments] })
