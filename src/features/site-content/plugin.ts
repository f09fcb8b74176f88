import { capabilityPlugin } from '@/kernel/plugin'

import { Media } from './collections/media'
import { Redirects } from './collections/redirects'
import { HomePage } from './globals/home-page'
import { Pricing } from './globals/pricing'
import { SiteSettings } from './globals/site-settings'

/** The public pages' content: the home page, the prices, the site's details, media, redirects. */
export const siteContentPlugin = capabilityPlugin({
  collections: [Media, Redirects],
  globals: [HomePage, Pricing, SiteSettings],
  // The live preview scrolls to the section being edited.
  admin: {
    providers: ['@/features/site-content/admin/preview-follows-editor.client#PreviewFollowsEditor'],
  },
})
