'use client'

import { useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { roleLabels, roles, type Role } from '@/kernel/access/roles'
import { useStaffAction } from '@/kernel/admin/use-staff-action'

import { inviteText as text } from '../content/security'
import styles from './invite-member.module.css'

/**
 * Above the members' list, for the admins: invite a colleague by name, e-mail and role
 * (features/staff-accounts/collections/users/invite.ts). They set their own password from a one-time link, e-mailed to
 * them, or, without SMTP, shown here for the admin to pass on, with a copy button.
 */
export function InviteMember() {
  const { user } = useAuth()
  const router = useRouter()
  const id = useId()
  const { busy, error, status, setStatus, send } = useStaffAction(text.failed)
  const [link, setLink] = useState('')
  const [copied, setCopied] = useState(false)
  if ((user as { role?: Role } | null)?.role !== 'admin') return null

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '')
    setLink('')
    setCopied(false)
    const reply = await send('/api/users/invite', {
      name: data.get('name'),
      email,
      role: data.get('role'),
    })
    if (!reply) return
    const again = reply.again ? ` ${text.again}` : ''
    if (reply.emailed) setStatus(`${text.emailed(email)}${again}`)
    else {
      setStatus(`${reply.sendFailed ? text.sendFailed(email) : text.copyLink(email)}${again}`)
      setLink(String(reply.link ?? ''))
    }
    form.reset()
    router.refresh()
  }

  async function copy() {
    await navigator.clipboard.writeText(link).catch(() => undefined)
    setCopied(true)
  }

  return (
    <details className={styles.tool}>
      <summary>{text.heading}</summary>
      <p className={styles.intro}>{text.intro}</p>
      <form onSubmit={invite} aria-describedby={`${id}-status`}>
        <div className={styles.fields}>
          <label className={styles.field}>
            {text.name}
            <input name="name" required maxLength={120} autoComplete="off" />
          </label>
          <label className={styles.field}>
            {text.email}
            <input name="email" type="email" required maxLength={254} autoComplete="off" />
          </label>
          <label className={styles.field}>
            {text.role}
            <select name="role" defaultValue="sales">
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role].th}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? text.sending : text.send}
          </button>
        </div>
      </form>
      <p id={`${id}-status`} role="status" className={styles.status}>
        {status}
      </p>
      {link ? (
        <div className={styles.link}>
          <output aria-label={text.copy}>{link}</output>
          <button type="button" className={styles.secondary} onClick={copy}>
            {copied ? text.copied : text.copy}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </details>
  )
}
