import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

type StatFigureProps = {
  label: string
  value: string
  className: string
  labelClassName: string
  valueClassName: string
  /** The value's data-testid. */
  valueTestId: string
  /** More definitions after the value (a description). */
  children?: ReactNode
}

/**
 * One headline figure in a description list: the label is the term and the value its
 * definition, so a screen reader says what the number is first, while the value shows above
 * the label (CSS order).
 */
export function StatFigure({
  label,
  value,
  className,
  labelClassName,
  valueClassName,
  valueTestId,
  children,
}: StatFigureProps) {
  return (
    <div className={className}>
      <dt className={cn('order-2 mt-1', labelClassName)}>{label}</dt>
      <dd className={cn('order-1', valueClassName)} data-testid={valueTestId}>
        {value}
      </dd>
      {children}
    </div>
  )
}
