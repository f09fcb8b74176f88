import type { BeforeListTableServerProps } from 'payload'

import { formatElapsed, formatListMoment } from '@/kernel/text/thai-date'
import { displayPhone } from '@/kernel/validation/phone'

import { salesPhoneListText, salesStatusLabels } from '../content/admin'

type SalesDoc = {
  id: number | string
  fullname?: string | null
  fullName?: string | null
  clinicName?: string | null
  phone?: string | null
  status?: string | null
  createdAt: string
}

/**
 * The leads or registrations of the list's current page as a salesperson's phone shows them: one
 * row per person, the whole row a link to the record, with their name, phone number, state and
 * how long ago they arrived. Payload's table (dates first, sideways scrolling) is hidden below
 * 640 px and this list shown instead (custom.css); the filters, views, search and pages above
 * and below it are the table's own, so both always show the same records.
 */
export function SalesPhoneList({
  data,
  collectionSlug,
  i18n,
  payload,
}: BeforeListTableServerProps) {
  const docs = (data?.docs ?? []) as SalesDoc[]
  if (docs.length === 0) return null
  const english = i18n.language === 'en'
  const text = english ? salesPhoneListText.en : salesPhoneListText.th
  const base = `${payload.config.routes.admin}/collections/${collectionSlug}`
  return (
    <ul className="sales-phone-list" aria-label={text.label}>
      {docs.map((doc) => {
        const name = doc.fullname ?? doc.fullName ?? '—'
        const status = doc.status ? salesStatusLabels[doc.status] : undefined
        return (
          <li key={doc.id}>
            <a className="sales-phone-list__row" href={`${base}/${doc.id}`}>
              <span className="sales-phone-list__name">
                {name}
                {doc.clinicName ? (
                  <span className="sales-phone-list__muted"> · {doc.clinicName}</span>
                ) : null}
              </span>
              <span className="sales-phone-list__details">
                <span>{doc.phone ? displayPhone(doc.phone) : text.noPhone}</span>
                {status ? <span>{english ? status.en : status.th}</span> : null}
                <span>
                  {english
                    ? text.arrived(formatListMoment(doc.createdAt, 'en'))
                    : text.arrived(formatElapsed(doc.createdAt))}
                </span>
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
