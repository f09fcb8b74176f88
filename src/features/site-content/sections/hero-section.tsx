import { CheckCircle2 } from '@/components/ui/icons'
import { OptimizedImage } from '@/components/ui/optimized-image'
import type { Hero } from '@/kernel/content/types'

import { ContactButtons } from '../layout/contact-buttons'
import { DashboardMock } from './dashboard-mock'

/** The opening section (id home): what the product is and the two ways to start. */
export function HeroSection({ content }: { content: Hero }) {
  const [before, after] = splitHighlight(content.headline, content.headlineHighlight)
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-b from-primary-50 to-white"
    >
      <div className="container-page grid items-center gap-12 py-12 md:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-primary-100 px-3 py-1 text-sm font-medium text-primary-800">
            {content.eyebrow}
          </p>
          <h1 id="home-title" className="mt-5 text-4xl font-bold md:text-5xl">
            {before}
            <span className="text-primary-600">{content.headlineHighlight}</span>
            {after}
          </h1>
          <p className="mt-5 text-lg text-muted md:text-xl">{content.promise}</p>
          <ContactButtons
            className="mt-8"
            size="lg"
            demoLabel={content.demoLabel}
            lineLabel={content.lineLabel}
          />
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-muted">
            {content.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-5 text-primary-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {content.image ? (
          <OptimizedImage
            src={content.image.url}
            alt={content.image.alt}
            width={content.image.width}
            height={content.image.height}
            sizes="(min-width: 1024px) 560px, 100vw"
            preload
            className="h-auto w-full rounded-card shadow-soft"
          />
        ) : (
          <DashboardMock />
        )}
      </div>
    </section>
  )
}

function splitHighlight(headline: string, highlight: string): [string, string] {
  const index = headline.indexOf(highlight)
  if (index < 0) return [`${headline} `, '']
  return [headline.slice(0, index), headline.slice(index + highlight.length)]
}
