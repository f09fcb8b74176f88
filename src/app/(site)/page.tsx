import { RenderBlocks } from '@/components/blocks/render-blocks'
import { readHomePage, readPricing } from '@/lib/content/read'

/** The landing page: the sections marketing arranged in the CMS (globals/home-page). */
export default async function HomePage() {
  const [home, pricing] = await Promise.all([readHomePage(), readPricing()])
  return <RenderBlocks layout={home.layout} pricing={pricing} />
}
