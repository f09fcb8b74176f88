import type { ClinicLogo, SectionIntro, Stat } from '@/kernel/content/types'

import { ClinicMark } from './clinic-mark'
import { StatFigure } from './stat-figure'

type TrustedSectionProps = {
  content: { intro: SectionIntro; logos: ClinicLogo[]; stats: Stat[] }
}

/** Clinics that use the product, and the three headline figures. */
export function TrustedSection({ content }: TrustedSectionProps) {
  return (
    <section id="trusted" aria-labelledby="trusted-title" className="border-y border-line bg-white">
      <div className="container-page py-14 md:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-wide text-primary-700">
            {content.intro.eyebrow}
          </p>
          <h2 id="trusted-title" className="mt-2 text-2xl font-bold md:text-3xl">
            {content.intro.title}
          </h2>
          <p className="mt-3 text-muted">{content.intro.description}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
          {content.logos.map((logo) => (
            <li
              key={logo.name}
              className="flex items-center gap-3 rounded-xl border border-line bg-primary-50/50 px-3 py-3 grayscale-[35%]"
            >
              <ClinicMark logo={logo} />
              <span className="text-sm leading-snug font-medium text-ink">{logo.name}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {content.stats.map((stat) => (
            <StatFigure
              key={stat.value}
              label={stat.label}
              value={stat.value}
              className="flex flex-col rounded-card bg-primary-900 px-6 py-6 text-center text-white"
              labelClassName="text-primary-100"
              valueClassName="text-4xl font-bold md:text-5xl"
              valueTestId="trust-stat"
            />
          ))}
        </dl>
      </div>
    </section>
  )
}
