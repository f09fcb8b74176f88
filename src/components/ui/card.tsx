import { cn } from '@/lib/cn'

/** The one card style shared by features, user groups, packages, equipment and articles. */
export function Card({
  className,
  as: Component = 'div',
  ...props
}: React.HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'li' }) {
  return (
    <Component
      className={cn('rounded-card border border-line bg-white p-6 shadow-soft', className)}
      {...props}
    />
  )
}
