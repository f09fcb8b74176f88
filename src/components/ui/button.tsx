import { cva, type VariantProps } from 'class-variance-authority'

import { cn } from '@/components/ui/cn'

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-base font-medium whitespace-nowrap transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-primary-600 text-white shadow-soft hover:bg-primary-700',
        secondary:
          'border border-primary-600 bg-white text-primary-800 hover:border-primary-700 hover:bg-primary-50',
        line: 'bg-line-brand text-white shadow-soft hover:bg-line-brand-hover',
        accent: 'bg-accent-500 text-ink shadow-soft hover:bg-accent-400',
        ghost: 'text-primary-800 hover:bg-primary-50',
      },
      size: {
        md: '',
        sm: 'min-h-11 px-4 py-2 text-sm',
        lg: 'min-h-12 px-6 py-3 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}
