'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'
import { useId } from 'react'

import {
  bangkokDay,
  bangkokOffsetMs,
  formatEnglishDate,
  formatListMoment,
  formatThaiDate,
} from '@/kernel/text/thai-date'

/** An instant as the value of a datetime-local input in Bangkok time: "2026-11-24T10:00". */
const toLocal = (iso: string) =>
  new Date(new Date(iso).getTime() + bangkokOffsetMs).toISOString().slice(0, 16)
const fromLocal = (local: string) => new Date(`${local}:00+07:00`).toISOString()
/** A day is kept as Payload keeps a day-only date: that day at 12:00 UTC (19:00 in Bangkok). */
const fromDay = (day: string) => new Date(`${day}T12:00:00.000Z`).toISOString()

/**
 * A date as the staff read it: in Thai with the Buddhist year and Bangkok time, whatever the
 * browser's zone, read-only or editable. The value is written out ("24 พ.ย. 69 10:00 น.", or
 * "24 พฤศจิกายน 2569" for a day) beside the browser's own date (and time) input: Payload's picker
 * formats with date-fns, which knows no Buddhist calendar, and in the browser's time zone. A field
 * whose picker is `dayOnly` takes a day; every other one a day and a time.
 */
export function ThaiDateField({ field, path: pathFromProps, readOnly }: DateFieldClientProps) {
  const { i18n } = useTranslation()
  const path = pathFromProps ?? field.name
  const { value, setValue, showError } = useField<string | null>({ path })
  const id = useId()
  const locked = readOnly || field.admin?.readOnly
  const picker = field.admin?.date as { pickerAppearance?: string } | undefined
  const dayOnly = picker?.pickerAppearance === 'dayOnly'
  const english = i18n.language === 'en'
  const shown = !value
    ? '—'
    : dayOnly
      ? english
        ? formatEnglishDate(value)
        : formatThaiDate(value)
      : formatListMoment(value, i18n.language)
  return (
    <div className={['field-type date-time-field', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      {locked ? (
        <output id={id} className="thai-date-field__value">
          {shown}
        </output>
      ) : (
        <div className="thai-date-field__edit">
          <FieldError path={path} showError={showError} />
          <input
            id={id}
            className="thai-date-field__input"
            type={dayOnly ? 'date' : 'datetime-local'}
            value={value ? (dayOnly ? bangkokDay(value) : toLocal(value)) : ''}
            required={field.required}
            aria-invalid={showError || undefined}
            aria-describedby={`${id}-shown`}
            onChange={(event) => {
              const input = event.target.value
              setValue(input ? (dayOnly ? fromDay(input) : fromLocal(input)) : null)
            }}
          />
          <span id={`${id}-shown`} className="thai-date-field__value">
            {shown}
          </span>
        </div>
      )}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
