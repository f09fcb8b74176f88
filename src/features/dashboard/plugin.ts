import { capabilityPlugin } from '@/kernel/plugin'

/** The team's figures first on the admin's home; Payload's collection cards stay below them. */
export const dashboardPlugin = capabilityPlugin({
  admin: { beforeDashboard: ['@/features/dashboard/admin/lead-dashboard#LeadDashboard'] },
})
