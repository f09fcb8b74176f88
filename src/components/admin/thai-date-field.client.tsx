'use client'

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'
import { useId } from 'react'

import { formatListMoment } from '@/lib/thai-date'

const bangkokOffsetMs = 7 * 60 * 60 * 1000

/** An instant as the value of a datetime-local input in Bangkok time: "2026-11-24T10:00". */
const toLocal = (iso: string) =>
  new Date(new Date(iso).getTime() + bangkokOffsetMs).toISOString().slice(0, 16)
const fromLocal = (local: string) => new Date(`${local}:00+07:00`).toISOString()

/**
 * A lead's or registration's date, in Thai with the Buddhist year and Bangkok time, read-only or
 * editable: the value is written out ("24 พ.ย. 69 10:00 น.") beside the browser's own date and
 * time input (Payload's picker formats with date-fns, which knows no Buddhist calendar).
 */
export function ThaiDateField({ field, path, readOnly }: DateFieldClientProps) {
  const { i18n } = useTranslation()
  const { value, setValue } = useField<string | null>({ path: path ?? field.name })
  const id = useId()
  const locked = readOnly || field.admin?.readOnly
  const shown = value ? formatListMoment(value, i18n.language) : '—'
  return (
    <div className="field-type date-time-field">
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      {locked ? (
        <output id={id} className="thai-date-field__value">
          {shown}
        </output>
      ) : (
        <div className="thai-date-field__edit">
          <input
            id={id}
            className="thai-date-field__input"
            type="datetime-local"
            value={value ? toLocal(value) : ''}
            aria-describedby={`${id}-shown`}
            onChange={(event) =>
              setValue(event.target.value ? fromLocal(event.target.value) : null)
            }
          />
          <span id={`${id}-shown`} className="thai-date-field__value">
            {shown}
          </span>
        </div>
      )}
    </div>
  )
}
