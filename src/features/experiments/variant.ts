import type { HeroBlock, Media, Page } from '@/payload-types'

/** What a test's variant B changes of a page's hero; the rest of the page stays as it is. */
export type HeroVariant = {
  headline: string
  headlineHighlight: string
  promise: string
  demoLabel: string
  image?: number | Media | null
}

/** A running test as the public pages read it: its id, its page and its variant. */
export type RunningExperiment = { id: number; pageSlug: string; variant: HeroVariant }

/**
 * `layout` with its first hero showing `variant` (variant B of a test): the same page, the same
 * sections, the hero's headline, sub-headline, call to action and image replaced.
 */
export function withVariantHero(layout: Page['layout'], variant: HeroVariant): Page['layout'] {
  const index = layout.findIndex((block) => block.blockType === 'hero')
  if (index === -1) return layout
  return layout.map((block, at) =>
    at === index
      ? ({
          ...(block as HeroBlock),
          headline: variant.headline,
          headlineHighlight: variant.headlineHighlight,
          promise: variant.promise,
          demoLabel: variant.demoLabel,
          ...(variant.image ? { image: variant.image } : {}),
        } as HeroBlock)
      : block,
  )
}

/** The first hero of a layout, if it has one. */
export const heroOf = (layout: Page['layout']) =>
  layout.find((block): block is HeroBlock => block.blockType === 'hero')
