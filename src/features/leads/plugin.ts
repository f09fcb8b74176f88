import { capabilityPlugin } from '@/kernel/plugin'

import { Leads } from './collections/leads'
import { purgeSpamTask } from './jobs'

/** The contact form's leads. */
export const leadsPlugin = capabilityPlugin({ collections: [Leads], tasks: [purgeSpamTask] })
