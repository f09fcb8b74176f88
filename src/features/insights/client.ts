// What other capabilities' browser code may use of insights: browser-safe modules only.
export { applyConsent, configureAnalytics, trackAdsConversion } from './analytics/gtag'
export type { AnalyticsConfig } from './analytics/gtag'
