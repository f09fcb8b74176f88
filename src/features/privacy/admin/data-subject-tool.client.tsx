'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { formatListMoment } from '@/kernel/text/thai-date'

import { dataSubjectText } from '../content/admin'
import styles from './data-subject-tool.module.css'

type Found = { id: number; name: string; email: string; phone: string; createdAt: string }
type SearchReply = { earlierRequests: number; leads: Found[]; registrations: Found[] }
type Busy = 'search' | 'json' | 'csv' | 'erase' | null

const api = '/api/data-subject-requests'

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${api}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function problem(response: Response, fallback: string): Promise<string> {
  try {
    const { message } = (await response.json()) as { message?: string }
    return message || fallback
  } catch {
    return fallback
  }
}

/**
 * Above the request log: find a person's records by e-mail or phone, hand them over as a JSON or
 * CSV file, or erase them after an explicit confirmation. Every step is logged by the server;
 * the log below refreshes after each one.
 */
export function DataSubjectTool() {
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? dataSubjectText.en : dataSubjectText.th
  const { config } = useConfig()
  const router = useRouter()
  // The log below shows each step once the page is refreshed. Steps in quick succession (two
  // downloads) share one refresh: overlapping refreshes of Payload's list made Next reload the
  // whole page, and the tool's messages with it.
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const refreshLog = useCallback(() => {
    clearTimeout(refreshTimer.current)
    refreshTimer.current = setTimeout(() => router.refresh(), 600)
  }, [router])
  useEffect(() => () => clearTimeout(refreshTimer.current), [])
  const inputId = useId()
  const [identifier, setIdentifier] = useState('')
  const [searched, setSearched] = useState('')
  const [found, setFound] = useState<SearchReply | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [confirming, setConfirming] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  const count = found ? found.leads.length + found.registrations.length : 0

  async function search(event: FormEvent) {
    event.preventDefault()
    setBusy('search')
    setError('')
    setStatus('')
    setConfirming(false)
    try {
      const response = await post('/search', { identifier })
      if (!response.ok) {
        setFound(null)
        setError(await problem(response, text.failed))
        return
      }
      const reply = (await response.json()) as SearchReply
      setFound(reply)
      setSearched(identifier)
      const total = reply.leads.length + reply.registrations.length
      setStatus(total ? text.found(reply.leads.length, reply.registrations.length) : text.nothing)
      refreshLog()
    } catch {
      setError(text.failed)
    } finally {
      setBusy(null)
    }
  }

  async function download(format: 'json' | 'csv') {
    setBusy(format)
    setError('')
    try {
      const response = await post('/export', { identifier: searched, format })
      if (!response.ok) {
        setError(await problem(response, text.failed))
        return
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `personal-data.${format}`
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setStatus(text.exported)
      refreshLog()
    } catch {
      setError(text.failed)
    } finally {
      setBusy(null)
    }
  }

  async function erase() {
    if (!found) return
    setBusy('erase')
    setError('')
    try {
      const response = await post('/erase', {
        identifier: searched,
        confirm: true,
        leadIds: found.leads.map((record) => record.id),
        registrationIds: found.registrations.map((record) => record.id),
      })
      if (!response.ok) {
        setError(await problem(response, text.failed))
        return
      }
      const erased = (await response.json()) as {
        leads: number
        registrations: number
        exports: number
        jobs: number
      }
      setFound(null)
      setConfirming(false)
      setStatus(text.erased(erased))
      refreshLog()
    } catch {
      setError(text.failed)
    } finally {
      setBusy(null)
    }
  }

  const admin = config.routes.admin
  const rows = found
    ? [
        ...found.leads.map((record) => ({ ...record, kind: 'leads' as const })),
        ...found.registrations.map((record) => ({ ...record, kind: 'registrations' as const })),
      ]
    : []

  return (
    <section className={styles.tool} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      <form className={styles.search} onSubmit={search}>
        <label htmlFor={inputId}>{text.label}</label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="identifier"
            type="text"
            inputMode="email"
            autoComplete="off"
            required
            maxLength={320}
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
          />
          <button type="submit" className={styles.primary} disabled={busy !== null}>
            {busy === 'search' ? text.searching : text.search}
          </button>
        </div>
      </form>

      <p role="status" className={styles.status}>
        {status}
        {found && found.earlierRequests > 0 ? ` · ${text.earlier(found.earlierRequests)}` : ''}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {rows.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{text.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.columns.record}</th>
                  <th scope="col">{text.columns.name}</th>
                  <th scope="col">{text.columns.email}</th>
                  <th scope="col">{text.columns.phone}</th>
                  <th scope="col">{text.columns.createdAt}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.kind}-${row.id}`}>
                    <td>{row.kind === 'leads' ? text.lead : text.registration}</td>
                    <td>
                      <a href={`${admin}/collections/${row.kind}/${row.id}`}>{row.name}</a>
                    </td>
                    <td>{row.email}</td>
                    <td>{row.phone}</td>
                    <td>{formatListMoment(row.createdAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy !== null}
              onClick={() => download('json')}
            >
              {busy === 'json' ? text.exporting : text.exportJson}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy !== null}
              onClick={() => download('csv')}
            >
              {busy === 'csv' ? text.exporting : text.exportCsv}
            </button>
            {!confirming ? (
              <button
                type="button"
                className={styles.danger}
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
              >
                {text.erase}
              </button>
            ) : null}
          </div>
          {confirming ? (
            <div
              role="alertdialog"
              aria-labelledby={`${inputId}-confirm`}
              className={styles.confirm}
            >
              <p id={`${inputId}-confirm`}>{text.confirmQuestion(count)}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={busy !== null}
                  onClick={erase}
                  autoFocus
                >
                  {busy === 'erase' ? text.erasing : text.confirm}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy !== null}
                  onClick={() => setConfirming(false)}
                >
                  {text.cancel}
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
