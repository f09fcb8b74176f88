'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { useStaffAction } from '@/kernel/admin/use-staff-action'
import { formatListMoment } from '@/kernel/text/thai-date'
import { displayPhone } from '@/kernel/validation/phone'

import { quickActionsText, salesStatusLabels } from '../content/admin'
import { callOutcomes, type CallOutcome } from '../validation/call-log'
import styles from './quick-actions.module.css'

/** A datetime-local value ("2026-11-24T10:00") in Bangkok time, as an ISO instant. */
const bangkokInstant = (local: string) => (local ? `${local}:00+07:00` : null)

/**
 * First on a lead's or registration's screen (on a phone, above everything else): who, where the
 * record stands, the call, e-mail and LINE links, and "บันทึกการโทร": the outcome, a note and the
 * next follow-up in one step (features/sales/endpoints/log-call.ts), after which the screen shows the new state.
 * Every date in Thai with the Buddhist year, Bangkok time.
 */
export function QuickActions() {
  const { id, collectionSlug, lastUpdateTime, initialData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'th'
  const text = quickActionsText[language]
  const fields = useFormFields(([all]) => all)
  const value = (name: string) => fields[name]?.value as unknown
  const phone = String(value('phone') ?? '')
  const email = String(value('email') ?? '')
  const name = String(value('fullname') ?? value('clinicName') ?? '')
  const status = String(value('status') ?? '')
  const due = value('responseDueAt') as string | undefined
  const contacted = value('firstContactedAt') as string | undefined
  const repeat = Boolean(value('enquiryOf'))
  // What the visitor wrote on the form (a lead's description, a registration's message).
  const visitorNote = String(value('description') ?? value('message') ?? '').trim()
  const ids = { outcome: useId(), note: useId(), followUp: useId(), status: useId() }
  const [outcome, setOutcome] = useState<CallOutcome | ''>('')
  const [note, setNote] = useState('')
  const [followUp, setFollowUp] = useState('')
  const {
    busy,
    status: message,
    error,
    setStatus: setMessage,
    setError,
    send,
  } = useStaffAction(text.failed)
  if (!id) return null
  const moment = (at: string | number | Date) => formatListMoment(at, language)
  const { createdAt: created, updatedAt } = (initialData ?? {}) as {
    createdAt?: string
    updatedAt?: string
  }
  const updated = lastUpdateTime || updatedAt

  async function save() {
    if (!outcome) {
      setError(text.pickOutcome)
      return
    }
    const reply = await send(`/api/${collectionSlug}/${id}/log-call`, {
      outcome,
      note,
      ...(followUp ? { nextFollowUpAt: bangkokInstant(followUp) } : {}),
    })
    if (!reply) return
    setMessage(text.saved)
    // The form shows the stored document: load it again with the call in its history.
    window.location.reload()
  }

  return (
    <section className={styles.box} aria-labelledby={ids.status} data-quick-actions>
      <h2 id={ids.status} className={styles.heading}>
        {name}
        {repeat ? <span className={styles.badge}>{text.repeat}</span> : null}
      </h2>
      <p className={styles.meta}>
        {salesStatusLabels[status]?.[language] ?? status}
        {due && !contacted ? ` · ${text.due} ${moment(due)}` : ''}
      </p>
      <p className={styles.meta}>
        {created ? `${text.arrived} ${moment(created)}` : ''}
        {updated ? ` · ${text.updated} ${moment(updated)}` : ''}
      </p>
      {visitorNote ? (
        <figure className={styles.note}>
          <figcaption className={styles.meta}>{text.visitorNote}</figcaption>
          <blockquote>{visitorNote}</blockquote>
        </figure>
      ) : null}
      <div className={styles.actions}>
        {phone ? (
          <a className={styles.action} href={`tel:${phone}`}>
            {text.call} {displayPhone(phone)}
          </a>
        ) : null}
        {email ? (
          <a className={styles.action} href={`mailto:${email}`}>
            {text.email}
          </a>
        ) : null}
        <a
          className={styles.action}
          href="https://line.me/R/nv/addFriends"
          target="_blank"
          rel="noreferrer noopener"
        >
          {text.line}
        </a>
      </div>
      <details className={styles.log}>
        <summary>{text.logHeading}</summary>
        <fieldset className={styles.outcomes}>
          <legend>{text.outcome}</legend>
          {(Object.keys(callOutcomes) as CallOutcome[]).map((key) => (
            <label key={key} className={styles.choice}>
              <input
                type="radio"
                name={ids.outcome}
                value={key}
                checked={outcome === key}
                onChange={() => setOutcome(key)}
              />
              {callOutcomes[key]}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={ids.note}>
          {text.note}
        </label>
        <textarea
          id={ids.note}
          className={styles.control}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <label className={styles.label} htmlFor={ids.followUp}>
          {text.followUp}
        </label>
        <input
          id={ids.followUp}
          className={styles.control}
          type="datetime-local"
          value={followUp}
          aria-describedby={followUp ? `${ids.followUp}-shown` : undefined}
          onChange={(event) => setFollowUp(event.target.value)}
        />
        {followUp ? (
          <p id={`${ids.followUp}-shown`} className={styles.meta}>
            {text.followUpShown} {moment(bangkokInstant(followUp)!)}
          </p>
        ) : null}
        <button className={styles.button} type="button" disabled={busy} onClick={save}>
          {busy ? text.saving : text.save}
        </button>
      </details>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
        {error ? <span className={styles.error}>{error}</span> : null}
      </p>
    </section>
  )
}
