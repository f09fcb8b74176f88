'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useId, useState, type KeyboardEvent } from 'react'

import styles from '@/kernel/admin/staff-tool.module.css'
import { useStaffAction } from '@/kernel/admin/use-staff-action'

import { contactCorrectionText, contactFieldLabels } from '../content/admin'

const fieldsOf: Record<string, (keyof typeof contactFieldLabels)[]> = {
  leads: ['fullname', 'phone', 'email'],
  registrations: ['clinicName', 'fullName', 'phone', 'email'],
}

/**
 * In a lead's or registration's sidebar: the one way to correct a contact detail that arrived
 * wrong (the fields themselves are read-only). The server checks the new value by the rule the
 * person's own was checked by and keeps the old value, who and why in the history; the document
 * is then shown again with it.
 */
export function ContactCorrection() {
  const { id, collectionSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'th'
  const text = contactCorrectionText[language]
  const fields = fieldsOf[collectionSlug ?? ''] ?? []
  const ids = { field: useId(), value: useId(), reason: useId(), hint: useId() }
  const [field, setField] = useState(fields[0] ?? '')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState('')
  const { busy, status, error, setStatus, send } = useStaffAction(text.failed)
  if (!id || fields.length === 0) return null

  async function submit() {
    const reply = await send(`/api/${collectionSlug}/${id}/correct-contact`, {
      field,
      value,
      reason,
    })
    if (!reply) return
    if (!reply.changed) {
      setStatus(text.unchanged)
      return
    }
    setStatus(text.saved)
    // The form shows the stored document: load it again with the corrected value and history.
    window.location.reload()
  }

  // Enter in a text box saves, as in a form (this sits inside Payload's document form, and forms
  // cannot nest: a form here would send Payload's).
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void submit()
  }

  return (
    <details className={styles.box}>
      <summary>{text.heading}</summary>
      <div role="group" aria-label={text.heading}>
        <p className={styles.intro}>{text.intro}</p>
        <label className={styles.label} htmlFor={ids.field}>
          {text.field}
        </label>
        <select
          id={ids.field}
          className={styles.control}
          value={field}
          onChange={(event) => setField(event.target.value as typeof field)}
        >
          {fields.map((name) => (
            <option key={name} value={name}>
              {contactFieldLabels[name][language]}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor={ids.value}>
          {text.value}
        </label>
        <input
          id={ids.value}
          className={styles.control}
          value={value}
          aria-required="true"
          onKeyDown={submitOnEnter}
          onChange={(event) => setValue(event.target.value)}
        />
        <label className={styles.label} htmlFor={ids.reason}>
          {text.reason}
          <span id={ids.hint} className={styles.hint}>
            {text.reasonHint}
          </span>
        </label>
        <input
          id={ids.reason}
          className={styles.control}
          value={reason}
          aria-required="true"
          aria-describedby={ids.hint}
          onKeyDown={submitOnEnter}
          onChange={(event) => setReason(event.target.value)}
        />
        <button className={styles.button} type="button" disabled={busy} onClick={submit}>
          {busy ? text.saving : text.save}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
          {error && <span className={styles.error}>{error}</span>}
        </p>
      </div>
    </details>
  )
}
