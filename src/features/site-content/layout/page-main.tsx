import { cn } from '@/components/ui/cn'

/** The page's main landmark; the skip link in the layout jumps here. */
export function PageMain({
  children,
  className,
}: {
  children: React.ReactNode
  className?: string
}) {
  return (
    <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
      {children}
    </main>
  )
}
