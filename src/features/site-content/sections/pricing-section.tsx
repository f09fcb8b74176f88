import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Star } from '@/components/ui/icons'
import type { ComparisonRow, Package, SectionIntro } from '@/kernel/content/types'
import { formatBaht } from '@/kernel/text/format'

import { HeadedSection } from './headed-section'

type PricingLabels = {
  currency: string
  perYear: string
  recommended: string
  recommendedLong: string
  users: string
  storage: string
  doctors: string
  support: string
  cta: string
  comparisonCta: string
  comparisonHeading: string
  comparisonCaption: string
  featureColumn: string
  included: string
  excluded: string
  benefitsHeading: string
}

type PricingSectionProps = {
  content: {
    intro: SectionIntro
    packages: Package[]
    comparison: ComparisonRow[]
    benefits: string[]
    note: string
    labels: PricingLabels
  }
}

/** The sign-up page with a package chosen. */
const registerPath = (packageName: string) => `/register?package=${encodeURIComponent(packageName)}`

/** Packages (id pricing), what every package gets, and the feature comparison. */
export function PricingSection({ content }: PricingSectionProps) {
  const { labels } = content
  return (
    <HeadedSection id="pricing" intro={content.intro} className="section-y render-when-near">
      <p className="mt-3 text-center text-sm text-muted">{content.note}</p>

      <ul className="mt-12 grid items-start gap-6 lg:grid-cols-3">
        {content.packages.map((pkg) => (
          <li
            key={pkg.id}
            data-testid={`package-${pkg.id}`}
            data-popular={pkg.popular || undefined}
            className={cn(
              'relative flex h-full flex-col rounded-card bg-white p-6',
              // On phones the recommended package comes first.
              pkg.popular
                ? '-order-1 border-2 border-accent-500 shadow-lift lg:order-none lg:-mt-3'
                : 'border border-line shadow-soft',
            )}
          >
            {pkg.popular && (
              <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent-500 px-4 py-1 text-sm font-bold whitespace-nowrap text-ink">
                <Star aria-hidden="true" className="size-4 fill-current" />
                {labels.recommendedLong}
              </p>
            )}
            <h3 className="text-2xl font-bold">
              {pkg.name}
              {pkg.popular && <span className="sr-only"> ({labels.recommended})</span>}
            </h3>
            <p className="mt-1 text-muted">{pkg.subtitle}</p>
            <p className="mt-5">
              <span className="text-4xl font-bold text-primary-800" data-testid="package-price">
                {formatBaht(pkg.yearlyPrice)}
              </span>{' '}
              <span className="text-muted">
                {labels.currency}
                {labels.perYear}
              </span>
            </p>
            <p className="mt-1 text-sm font-medium text-primary-700" data-testid="package-monthly">
              {pkg.monthlyPriceText}
            </p>
            <p className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-sm">{pkg.suitability}</p>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-muted">{labels.users}</dt>
              <dd className="font-medium" data-testid="package-users">
                {pkg.users}
              </dd>
              <dt className="text-muted">{labels.storage}</dt>
              <dd className="font-medium" data-testid="package-storage">
                {pkg.storage}
              </dd>
              {pkg.doctors && (
                <>
                  <dt className="text-muted">{labels.doctors}</dt>
                  <dd className="font-medium" data-testid="package-doctors">
                    {pkg.doctors}
                  </dd>
                </>
              )}
              <dt className="text-muted">{labels.support}</dt>
              <dd className="font-medium" data-testid="package-support">
                {pkg.support}
              </dd>
            </dl>
            <ul className="tick-list mt-5 flex-1 space-y-2 border-t border-line pt-5">
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a
              href={registerPath(pkg.name)}
              className={cn(
                buttonVariants({ variant: pkg.popular ? 'accent' : 'secondary' }),
                'mt-6 w-full',
              )}
            >
              {labels.cta}
              <span className="sr-only"> — {pkg.name}</span>
            </a>
          </li>
        ))}
      </ul>

      <div className="mt-10 rounded-card bg-primary-50 p-6">
        <h3 className="text-center text-lg font-bold">{labels.benefitsHeading}</h3>
        <ul
          className="tick-list mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="all-benefits"
        >
          {content.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>

      <h3 className="mt-14 text-center text-2xl font-bold">{labels.comparisonHeading}</h3>
      <div
        className="relative mt-6 overflow-x-auto rounded-card border border-line bg-white"
        tabIndex={0}
        role="region"
        aria-label={labels.comparisonCaption}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{labels.comparisonCaption}</caption>
          <thead className="bg-primary-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">
                {labels.featureColumn}
              </th>
              {content.packages.map((pkg) => (
                <th key={pkg.id} scope="col" className="px-4 py-3 text-center font-bold">
                  {pkg.name}
                  {pkg.popular && (
                    <span className="ml-1 rounded-full bg-accent-500 px-2 py-0.5 text-xs text-ink">
                      {labels.recommended}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.comparison.map((row) => (
              <tr key={row.feature} className="border-t border-line">
                <th scope="row" className="px-4 py-2.5 font-normal">
                  {row.feature}
                </th>
                {content.packages.map((pkg) => (
                  <td key={pkg.id} className="px-4 py-2.5 text-center">
                    {row.included[pkg.id] ? (
                      <span className="table-mark text-primary-600">{labels.included}</span>
                    ) : (
                      <span className="table-mark table-mark-no text-red-600">
                        {labels.excluded}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-line bg-primary-50/60">
            <tr>
              <td className="px-4 py-3 text-sm text-muted">{labels.comparisonCta}</td>
              {content.packages.map((pkg) => (
                <td key={pkg.id} className="px-2 py-3 text-center">
                  <a
                    href={registerPath(pkg.name)}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    {labels.cta}
                    <span className="sr-only"> — {pkg.name}</span>
                  </a>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </HeadedSection>
  )
}
