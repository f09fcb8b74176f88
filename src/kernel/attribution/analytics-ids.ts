import { env } from '@/kernel/env'

import type { AnalyticsConfig } from '@/features/insights/analytics/gtag'

/** The Google tag ids from the environment, handed to the consent banner (server side). */
export const analyticsIds = (): AnalyticsConfig => ({
  measurementId: env.GA_MEASUREMENT_ID,
  adsConversionId: env.ADS_CONVERSION_ID,
})
