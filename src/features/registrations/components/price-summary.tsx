import { formatCount, formatSatang } from '@/kernel/text/format'

import type { RegisterSummaryText } from '../content/register'
import type { PriceChoice } from './package-choice'

export type SummaryText = RegisterSummaryText

const priceSummaryId = 'price-summary'

/**
 * The total alone, for phones: there the summary comes after the form, so the visitor changing the
 * branch count sees what it costs right under the field, and a link to the details.
 */
export function PriceTotalLine({ price, text }: Omit<Props, 'vatPercent'>) {
  if (!price.summary) return null
  return (
    <p className="mt-2 text-sm lg:hidden">
      {text.totalLabel} ({text.totalWithVat}){' '}
      <strong data-testid="inline-total" className="text-base text-primary-800 tabular-nums">
        {formatSatang(price.summary.total)}
      </strong>{' '}
      ·{' '}
      <a
        href={`#${priceSummaryId}`}
        className="font-medium whitespace-nowrap text-primary-700 underline"
      >
        {text.seeSummary}
      </a>
    </p>
  )
}

type Props = { price: PriceChoice; vatPercent: number; text: SummaryText }

/**
 * The yearly price of the chosen package and branches, before and with VAT, as the visitor
 * changes them; a screen reader hears the new total (aria-live).
 */
export function PriceSummary({ price, vatPercent, text }: Props) {
  const { packageName, perBranch, summary } = price
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-bold' : 'text-muted'}>{label}</dt>
      <dd
        data-testid={testId}
        className={strong ? 'text-xl font-bold text-primary-800' : 'font-medium tabular-nums'}
      >
        {value}
      </dd>
    </div>
  )
  return (
    <aside
      id={priceSummaryId}
      aria-labelledby="price-summary-heading"
      className="rounded-card border border-line bg-primary-50 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="price-summary-heading" className="text-lg font-bold">
        {text.heading}
      </h2>
      <dl className="mt-3 divide-y divide-line/70" aria-live="polite">
        {row(text.packageLabel, packageName, 'summary-package')}
        {row(
          text.branchesLabel,
          summary ? `${formatCount(summary.branches)} ${text.branchUnit}` : '-',
          'summary-branches',
        )}
        {row(text.perBranchLabel, formatSatang(perBranch), 'summary-per-branch')}
        {row(
          text.subtotalLabel,
          summary ? formatSatang(summary.subtotal) : '-',
          'summary-subtotal',
        )}
        {row(
          text.vatLabel.replace('{rate}', String(vatPercent)),
          summary ? formatSatang(summary.vat) : '-',
          'summary-vat',
        )}
        {row(text.totalLabel, summary ? formatSatang(summary.total) : '-', 'summary-total', true)}
      </dl>
      <p className="mt-3 text-sm text-muted">{text.note}</p>
      <h3 className="mt-5 font-bold">{text.promisesHeading}</h3>
      <ul className="tick-list mt-2 space-y-1.5 text-sm">
        {text.promises.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
    </aside>
  )
}
