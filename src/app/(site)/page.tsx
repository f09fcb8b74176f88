import { RenderBlocks } from '@/features/campaign-pages/components/render-blocks'
import { readHomePage, readPricing } from '@/features/site-content/read'

/** The landing page: the sections marketing arranged in the CMS (features/site-content/globals/home-page). */
export default async function HomePage() {
  const [home, pricing] = await Promise.all([readHomePage(), readPricing()])
  return <RenderBlocks layout={home.layout} pricing={pricing} />
}
