'use client'

import { useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import styles from '@/kernel/admin/staff-tool.module.css'
import { useStaffAction } from '@/kernel/admin/use-staff-action'
import { formatThaiTime } from '@/kernel/text/thai-date'

import { lineLinkText } from '../content'

type Code = {
  linkCode: string
  expiresAt: string
  addFriendUrl: string | null
  qrSvg: string | null
}

/**
 * On a staff account's page: whether its LINE is linked, and for one's own account the one-time
 * code and QR code that link it (features/notifications/endpoints/line-link.ts); unlinking for oneself or an admin.
 */
export function LineLink() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const text = lineLinkText[i18n.language === 'en' ? 'en' : 'th']
  const linked = Boolean(useFormFields(([fields]) => fields.lineUserId?.value))
  const [code, setCode] = useState<Code | null>(null)
  const { busy, status, error, setStatus, send } = useStaffAction(text.failed)
  if (!id || !user) return null
  const own = String(user.id) === String(id)
  const isAdmin = (user as { role?: string }).role === 'admin'

  const createCode = async () => {
    const reply = await send('/api/users/line-link/code', {})
    if (reply) setCode(reply as unknown as Code)
  }
  const unlink = async () => {
    const reply = await send('/api/users/line-link/unlink', own ? {} : { userId: Number(id) })
    if (reply) {
      setStatus(text.unlinked)
      window.location.reload()
    }
  }

  return (
    <section className={styles.box} aria-labelledby="line-link-heading">
      <h3 id="line-link-heading" className={styles.heading}>
        {text.heading}
      </h3>
      <p className={styles.intro}>
        {own
          ? linked
            ? text.linked
            : text.notLinked
          : linked
            ? text.othersAccount
            : text.othersAccountNot}
      </p>
      {own && !linked && (
        <>
          <ol className={styles.intro}>
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {code ? (
            <div>
              {code.qrSvg ? (
                // eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL
                <img
                  className={styles.qr}
                  src={`data:image/svg+xml;base64,${btoa(code.qrSvg)}`}
                  alt={text.qr}
                  width={160}
                  height={160}
                />
              ) : (
                <p className={styles.intro}>{text.noLineUrl}</p>
              )}
              {code.addFriendUrl && (
                <p className={styles.intro}>
                  <a href={code.addFriendUrl} target="_blank" rel="noreferrer noopener">
                    {code.addFriendUrl}
                  </a>
                </p>
              )}
              <p>
                {text.code}: <strong className={styles.code}>{code.linkCode}</strong>
              </p>
              <p className={styles.intro}>
                {text.expires} {formatThaiTime(code.expiresAt)}
              </p>
            </div>
          ) : null}
          <button className={styles.button} type="button" disabled={busy} onClick={createCode}>
            {busy ? text.creating : text.create}
          </button>
        </>
      )}
      {linked && (own || isAdmin) && (
        <button className={styles.button} type="button" disabled={busy} onClick={unlink}>
          {text.unlink}
        </button>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
        {error && <span className={styles.error}>{error}</span>}
      </p>
    </section>
  )
}
