import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

/** The app's Payload instance (booted once per process, on first use). */
export const getAppPayload = () => getPayload({ config })
