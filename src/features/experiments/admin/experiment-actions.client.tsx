'use client'

import { useState } from 'react'

import styles from '@/kernel/admin/figures.module.css'

import { experimentText } from '../content'

type Text = (typeof experimentText)['th' | 'en']

/**
 * Starts a test, or ends it keeping A or B (the test's endpoints), then shows the page afresh.
 * The server refuses what the test's state does not allow, with its reason shown here.
 */
export function ExperimentActions({
  id,
  status,
  language,
}: {
  id: number | string
  status: 'draft' | 'running' | 'ended'
  language: 'th' | 'en'
}) {
  const text: Text = experimentText[language]
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')

  async function send(path: string, body: object, confirmation?: string, done?: string) {
    if (busy || (confirmation && !window.confirm(confirmation))) return
    setBusy(true)
    setError('')
    setMessage('')
    try {
      const response = await fetch(`/api/experiments/${id}/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const reply = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setError(reply.message || text.failed)
        return
      }
      setMessage(done ?? '')
      window.location.reload()
    } catch {
      setError(text.failed)
    } finally {
      setBusy(false)
    }
  }

  if (status === 'ended') return null
  return (
    <div>
      <div className={styles.actions}>
        {status === 'draft' ? (
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => send('start', {}, undefined, text.startedNow)}
          >
            {busy ? text.starting : text.start}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => send('end', { keep: 'b' }, text.confirmKeepB, text.kept('B'))}
            >
              {busy ? text.ending : text.keepB}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.buttonSecondary}`}
              disabled={busy}
              onClick={() => send('end', { keep: 'a' }, text.confirmKeepA, text.kept('A'))}
            >
              {text.keepA}
            </button>
          </>
        )}
      </div>
      <p role="status" className={styles.muted}>
        {message}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
