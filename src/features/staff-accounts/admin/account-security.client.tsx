'use client'

import { useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'

import styles from '@/kernel/admin/staff-tool.module.css'
import { useStaffAction } from '@/kernel/admin/use-staff-action'
import { formatThaiDateTime } from '@/kernel/text/thai-date'

import { twoFactorText as text } from '../content/two-factor'

type Session = {
  id: string
  sid: string
  agent: string
  createdAt: string
  lastActiveAt: string
  current: boolean
}

/** The member's signed-in sessions, or null when they could not be read. */
async function fetchSessions(): Promise<Session[] | null> {
  try {
    const response = await fetch('/api/users/sessions/list', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return response.ok ? ((await response.json()) as { sessions: Session[] }).sessions : null
  } catch {
    return null
  }
}

/**
 * On a staff account's page: the second factor's state; on one's own account the link to set it
 * up and the signed-in sessions, each with "sign out" and one for every other session; on another
 * member's account, for an admin, the reset of their second factor (a lost phone).
 */
export function AccountSecurity() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const since = useFormFields(([fields]) => fields.twoFactorEnabledAt?.value) as string | undefined
  const action = useStaffAction(text.failed)
  const { send, setStatus } = action
  const listId = useId()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  // Reading the list: 'loading' until it answers, 'failed' when it could not (with a retry).
  const [listState, setListState] = useState<'loading' | 'failed' | 'ready'>('loading')
  const own = Boolean(user && id && String(user.id) === String(id))
  const isAdmin = (user as { role?: string } | null)?.role === 'admin'

  // On opening one's own account, and after ending one: the sessions (a plain read, so that it
  // neither clears the action's message nor waits for it).
  const [reloads, setReloads] = useState(0)
  useEffect(() => {
    if (!own) return
    let live = true
    fetchSessions().then((list) => {
      if (!live) return
      if (list) setSessions(list)
      setListState(list ? 'ready' : 'failed')
    })
    return () => {
      live = false
    }
  }, [own, reloads])
  const load = () => {
    setListState('loading')
    setReloads((count) => count + 1)
  }

  if (!id || !user) return null

  const end = async (sid: string) => {
    const reply = await send('/api/users/sessions/end', { sid })
    if (reply) {
      setStatus(text.sessionEnded)
      load()
    }
  }
  const endOthers = async () => {
    const reply = await send('/api/users/sessions/end-others', {})
    if (reply) {
      setStatus(text.othersEnded)
      load()
    }
  }
  const reset = async () => {
    if (!window.confirm(text.resetConfirm)) return
    const reply = await send('/api/users/two-factor/reset', { userId: Number(id) })
    if (reply) {
      setStatus(text.resetDone)
      window.location.reload()
    }
  }

  const others = sessions?.filter((session) => !session.current) ?? []

  return (
    <section className={styles.box} aria-labelledby="account-security-heading">
      <h2 id="account-security-heading" className={styles.heading}>
        {text.panelHeading}
      </h2>
      <p className={styles.intro} data-testid="two-factor-status">
        {since ? text.statusOn(formatThaiDateTime(new Date(since))) : text.statusOff}
      </p>
      {own && !since ? (
        <Link className={styles.button} href="/admin/two-factor">
          {text.setUpNow}
        </Link>
      ) : null}
      {!own && isAdmin && since ? (
        <button type="button" className={styles.button} onClick={reset} disabled={action.busy}>
          {text.resetButton}
        </button>
      ) : null}

      {own ? (
        <>
          <h3 className={styles.heading} style={{ marginTop: '1.25rem' }}>
            {text.sessionsHeading}
          </h3>
          <p className={styles.intro}>{text.sessionsIntro}</p>
          {listState === 'loading' && !sessions ? (
            <p className={styles.hint} role="status">
              {text.sessionsLoading}
            </p>
          ) : null}
          {listState === 'failed' ? (
            <p className={`${styles.status} ${styles.error}`} role="alert">
              {text.sessionsFailed}{' '}
              <button type="button" className={styles.button} onClick={load}>
                {text.sessionsRetry}
              </button>
            </p>
          ) : null}
          <ul
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            data-testid="session-list"
            aria-busy={listState === 'loading'}
          >
            {(sessions ?? []).map((session) => {
              // The end button is named by its own word, the device and when it was last active
              // (aria-labelledby): the device's name is the record's, read from the row itself.
              const id = `${listId}-${session.sid}`
              return (
                <li
                  key={session.sid}
                  style={{ borderTop: '1px solid var(--theme-elevation-150)', padding: '0.5rem 0' }}
                >
                  <strong data-record id={`${id}-agent`}>
                    {session.agent}
                  </strong>
                  {session.current ? ` · ${text.thisDevice}` : ''}
                  <br />
                  <span className={styles.hint}>
                    {text.started} {formatThaiDateTime(new Date(session.createdAt))} ·{' '}
                    {text.lastActive}{' '}
                    <span id={`${id}-active`}>
                      {formatThaiDateTime(new Date(session.lastActiveAt))}
                    </span>
                  </span>
                  {session.current ? null : (
                    <button
                      type="button"
                      id={`${id}-end`}
                      className={styles.button}
                      onClick={() => end(session.sid)}
                      disabled={action.busy}
                      aria-labelledby={`${id}-end ${id}-agent ${id}-active`}
                    >
                      {text.endSession}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
          {sessions && others.length === 0 ? <p className={styles.hint}>{text.noOthers}</p> : null}
          {others.length > 0 ? (
            <button
              type="button"
              className={styles.button}
              onClick={endOthers}
              disabled={action.busy}
            >
              {text.endOthers}
            </button>
          ) : null}
        </>
      ) : null}
      <p className={styles.status} role="status">
        {action.status}
      </p>
      {action.error ? (
        <p className={`${styles.status} ${styles.error}`} role="alert">
          {action.error}
        </p>
      ) : null}
    </section>
  )
}
