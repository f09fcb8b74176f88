import { cn } from '@/components/ui/cn'

/** The one card style shared by features, user groups, packages, equipment and articles. */
export function Card({
  className,
  as: Component = 'div',
  padded = true,
  ...props
}: React.HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'li'; padded?: boolean }) {
  return (
    <Component
      className={cn(
        'rounded-card border border-line bg-white shadow-soft',
        padded && 'p-6',
        className,
      )}
      {...props}
    />
  )
}
