import { capabilityPlugin } from '@/kernel/plugin'

import { Pages } from './collections/pages'

/** Campaign pages (/lp/…), built by marketing from blocks, with their A/B panel. */
export const campaignPagesPlugin = capabilityPlugin({ collections: [Pages] })
