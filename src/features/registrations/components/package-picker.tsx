import { cn } from '@/components/ui/cn'
import { formatBaht } from '@/kernel/text/format'

import type { RegisterFormText } from '../content/register'
import type { PackageChoice } from './package-choice'

type Props = {
  packages: PackageChoice[]
  text: Pick<RegisterFormText, 'package' | 'recommended' | 'perBranchYear'>
  /** A radio button's props for one of a field's options (useForm's `option`). */
  option: (
    name: 'package',
    value: string,
  ) => {
    name: string
    value: string
    defaultChecked: boolean
  }
}

/** The sign-up form's package choice: one card a package, its yearly price per branch. */
export function PackagePicker({ packages, text, option }: Props) {
  return (
    <fieldset>
      <legend className="font-medium text-ink">
        {text.package}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {packages.map((pkg) => (
          <label
            key={pkg.key}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 transition-colors',
              'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-200',
              'border-line hover:border-primary-300',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              data-testid={`choose-${pkg.key}`}
              {...option('package', pkg.key)}
            />
            <span className="flex items-center justify-between gap-2">
              <span className="text-lg font-bold">{pkg.name}</span>
              {pkg.popular && (
                <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink">
                  {text.recommended}
                </span>
              )}
            </span>
            <span className="mt-1 text-sm text-muted">{pkg.subtitle}</span>
            <span className="mt-2 font-bold text-primary-800">
              {formatBaht(pkg.yearlyPrice)}{' '}
              <span className="text-sm font-normal text-muted">{text.perBranchYear}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
