import { cn } from '@/components/ui/cn'

import { messages } from '@/features/site-content'

/** An article's tags as badges; nothing when it has none. */
export function TagBadges({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={messages.articles.tagsLabel} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-primary-100 px-3 py-0.5 text-sm font-medium text-primary-800"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
