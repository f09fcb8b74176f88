import { cn } from '@/lib/cn'

/** The Clinic Plus mark and word mark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill={inverted ? '#ffffff' : '#0e7c86'} />
        <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill={inverted ? '#0e7c86' : '#ffffff'} />
      </svg>
      <span className={cn('text-xl tracking-tight', inverted ? 'text-white' : 'text-ink')}>
        Clinic<span className={inverted ? 'text-primary-200' : 'text-primary-600'}> Plus</span>
      </span>
    </span>
  )
}
