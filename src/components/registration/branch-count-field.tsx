import { Field, controlClass, type Labelled } from '@/components/ui/form'
import { cn } from '@/lib/cn'
import { registrationLimits } from '@/lib/validation/registration-rules'

import type { PriceChoice } from './package-choice'
import { PriceTotalLine, type SummaryText } from './price-summary'

type Props = Labelled & {
  hint: { id: string; text: string }
  price: PriceChoice
  summaryText: SummaryText
}

/** The branch count, its allowed range, and under it on phones the yearly total it comes to. */
export function BranchCountField({ field, hint, bound, price, summaryText }: Props) {
  return (
    <Field
      {...field}
      hintId={hint.id}
      after={
        <>
          <p id={hint.id} className="mt-1 text-sm text-muted">
            {hint.text}
          </p>
          <PriceTotalLine price={price} text={summaryText} />
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={registrationLimits.branchMin}
          max={registrationLimits.branchMax}
          step={1}
          className={cn(controlClass, 'max-w-40')}
          {...bound}
        />
      )}
    </Field>
  )
}
