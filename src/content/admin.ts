/** Texts of our own admin components, in the admin's two languages. */
export const leadListViewsText = {
  th: { label: 'มุมมอง', all: 'ผู้สนใจทั้งหมด', spam: 'สแปม' },
  en: { label: 'Views', all: 'All leads', spam: 'Spam' },
} as const
