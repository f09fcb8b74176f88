// Payload's REST routes, served through kernel/api/payload-rest (one unit of work per request).
import config from '@payload-config'
import '@payloadcms/next/css'

import { payloadRest } from '@/kernel/api/payload-rest'

export const { GET, POST, DELETE, PATCH, PUT, OPTIONS } = payloadRest(config)
