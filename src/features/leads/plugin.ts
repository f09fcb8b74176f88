import { capabilityPlugin } from '@/kernel/plugin'

import { Leads } from './collections/leads'

/** The contact form's leads. */
export const leadsPlugin = capabilityPlugin({ collections: [Leads] })
