'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'

import styles from '@/kernel/admin/staff-tool.module.css'
import { useStaffAction } from '@/kernel/admin/use-staff-action'

import { twoFactorText as text } from '../content/two-factor'

type Status = { required: boolean; enrolled: boolean; state: string }
type Setup = { secret: string; uri: string; qr: string }

/** A secret as people copy it by eye: ABCD EFGH … (the apps ignore the spaces). */
const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** The code field: six digits from the app (or a recovery code), with the phone's number pad. */
function CodeField({
  label,
  value,
  onChange,
  recovery = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  recovery?: boolean
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.control} ${styles.code}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9 ]*'}
        maxLength={recovery ? 20 : 7}
        required
        autoFocus
      />
    </>
  )
}

/**
 * What a member sees until the second factor is done (/admin/two-factor, which the admin sends
 * them to): enrolment (a QR code and the secret written out, confirmed by a first code, then the
 * ten recovery codes shown once), or the code at sign-in (or a recovery code).
 */
export function TwoFactorScreen() {
  const action = useStaffAction(text.failed)
  const [status, setStatus] = useState<Status | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [useRecovery, setUseRecovery] = useState(false)
  const { send } = action

  useEffect(() => {
    void send('/api/users/two-factor/status', {}).then((reply) => {
      if (reply) setStatus(reply as unknown as Status)
    })
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const router = useRouter()
  // On to the admin, rendered anew now that this session has passed.
  const goOn = () => router.replace('/admin')

  async function start() {
    const reply = await send('/api/users/two-factor/setup', {})
    if (reply) setSetup(reply as unknown as Setup)
  }

  const [copied, setCopied] = useState('')
  async function copySecret() {
    try {
      await navigator.clipboard.writeText(setup?.secret ?? '')
      setCopied(text.copied)
    } catch {
      setCopied(text.copyFailed)
    }
  }

  async function enable(event: FormEvent) {
    event.preventDefault()
    const reply = await send('/api/users/two-factor/enable', { code })
    if (reply) setRecoveryCodes((reply as { recoveryCodes: string[] }).recoveryCodes)
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    const reply = await send(
      '/api/users/two-factor/verify',
      useRecovery ? { recoveryCode: code } : { code },
    )
    if (reply) goOn()
  }

  const feedback = (
    <p className={`${styles.status} ${styles.error}`} role="alert">
      {action.error}
    </p>
  )

  let body
  if (!status) {
    body = <p role="status">{text.working}</p>
  } else if (recoveryCodes) {
    body = (
      <section aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" className={styles.heading}>
          {text.recoveryTitle}
        </h2>
        <p className={styles.intro}>{text.recoveryIntro}</p>
        <ol className={styles.codeList} data-testid="recovery-codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={goOn}>
          {text.recoveryDone}
        </button>
      </section>
    )
  } else if (status.state === 'pending') {
    body = (
      <form onSubmit={verify} aria-labelledby="verify-heading">
        <h2 id="verify-heading" className={styles.heading}>
          {text.verifyTitle}
        </h2>
        <p className={styles.intro}>{text.verifyIntro}</p>
        <CodeField
          key={String(useRecovery)}
          label={useRecovery ? text.recoveryLabel : text.codeLabel}
          value={code}
          onChange={setCode}
          recovery={useRecovery}
        />
        <button
          type="submit"
          className={`${styles.button} ${styles.primary}`}
          disabled={action.busy}
        >
          {action.busy ? text.working : text.verifyButton}
        </button>{' '}
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setUseRecovery(!useRecovery)
            setCode('')
          }}
        >
          {useRecovery ? text.useApp : text.useRecovery}
        </button>
        {feedback}
      </form>
    )
  } else if (!status.enrolled && !setup) {
    body = (
      <section aria-labelledby="enrol-heading">
        <h2 id="enrol-heading" className={styles.heading}>
          {text.enrolTitle}
        </h2>
        <p className={styles.intro}>{status.required ? text.enrolIntro : text.enrolVoluntary}</p>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={start}
          disabled={action.busy}
        >
          {action.busy ? text.working : text.start}
        </button>
        {feedback}
      </section>
    )
  } else if (setup) {
    body = (
      <form onSubmit={enable} aria-labelledby="enrol-heading">
        <h2 id="enrol-heading" className={styles.heading}>
          {text.enrolTitle}
        </h2>
        <p className={styles.intro}>{text.scan}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made per enrolment */}
        <img src={setup.qr} alt={text.qrAlt} className={styles.qr} width={160} height={160} />
        {/* On the phone that shows this screen: the otpauth:// address opens the app itself. */}
        <p className={styles.intro}>
          {text.openInAppHint}{' '}
          <a href={setup.uri} data-testid="totp-link">
            {text.openInApp}
          </a>
        </p>
        <p className={styles.intro}>{text.typeSecret}</p>
        <p className={styles.secretRow}>
          <code data-testid="totp-secret" aria-label={text.secretLabel} className={styles.secret}>
            {groupsOfFour(setup.secret)}
          </code>
          <button type="button" className={styles.button} onClick={copySecret}>
            {text.copySecret}
          </button>
        </p>
        <p role="status" className={styles.status}>
          {copied}
        </p>
        <p className={styles.intro}>{text.confirm}</p>
        <CodeField label={text.codeLabel} value={code} onChange={setCode} />
        <button
          type="submit"
          className={`${styles.button} ${styles.primary}`}
          disabled={action.busy}
        >
          {action.busy ? text.working : text.confirmButton}
        </button>
        {feedback}
      </form>
    )
  } else {
    body = (
      <section>
        <p>{text.alreadyDone}</p>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={goOn}>
          {text.backToAdmin}
        </button>
      </section>
    )
  }

  return (
    <main className={styles.box} style={{ maxWidth: '34rem', margin: '2rem auto' }}>
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 1rem' }}>{text.screenTitle}</h1>
      {body}
      <p style={{ marginTop: '1.5rem' }}>
        <Link href="/admin/logout">{text.signOut}</Link>
      </p>
    </main>
  )
}
