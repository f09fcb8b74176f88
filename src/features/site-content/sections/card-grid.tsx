import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

type CardGridProps<Item> = {
  items: Item[]
  itemKey: (item: Item) => string
  /** The list's layout (its grid columns and gaps). */
  className: string
  /** Each card's data-testid. */
  testId: string
  /** A card's content. */
  children: (item: Item) => ReactNode
}

/** A list of cards, one a list item, each laid out as a column. */
export function CardGrid<Item>({
  items,
  itemKey,
  className,
  testId,
  children,
}: CardGridProps<Item>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <Card as="li" key={itemKey(item)} className="flex flex-col" data-testid={testId}>
          {children(item)}
        </Card>
      ))}
    </ul>
  )
}
