import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The app's Payload instance (booted once per process, on first use). */
export const getAppPayload = () => getPayload({ config })
