import 'server-only'

import { getAppPayload } from '@/kernel/payload'

import { createNotifier } from './notify'

/** This process's notifier, shared by the lead and registration endpoints. */
export const salesNotifier = createNotifier(getAppPayload)
