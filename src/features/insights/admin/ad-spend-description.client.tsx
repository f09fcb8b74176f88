'use client'

import { useTranslation } from '@payloadcms/ui'

import { adSpendDescriptionText } from '../content'

/** The columns a spend CSV must have, exactly as the import reads them (features/insights/collections/ad-spend). */
const csvColumns = ['campaign', 'month', 'amountBaht'] as const

/**
 * The ad-spend list's description: what the spend is for, and the column headings an imported
 * CSV must carry, set as code (they are typed into the file as they are, not translated).
 */
export function AdSpendDescription() {
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? adSpendDescriptionText.en : adSpendDescriptionText.th
  return (
    <div className="custom-view-description">
      {text.intro} {text.columns}{' '}
      {csvColumns.map((column, index) => (
        <span key={column}>
          {index > 0 ? ', ' : ''}
          <code>{column}</code>
        </span>
      ))}{' '}
      ({text.month})
    </div>
  )
}
