import { BrandMark } from '@/components/ui/brand-mark'
import { cn } from '@/components/ui/cn'

/** The Clinic Plus mark and word mark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold', className)}>
      <BrandMark inverted={inverted} className="size-8 shrink-0" />
      <span className={cn('text-xl tracking-tight', inverted ? 'text-white' : 'text-ink')}>
        Clinic<span className={inverted ? 'text-primary-200' : 'text-primary-600'}> Plus</span>
      </span>
    </span>
  )
}
