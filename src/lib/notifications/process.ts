import 'server-only'

import { getAppPayload } from '@/lib/payload'

import { createNotifier } from '.'

/** This process's notifier, shared by the lead and registration endpoints. */
export const salesNotifier = createNotifier(getAppPayload)
