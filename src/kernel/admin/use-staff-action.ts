'use client'

import { useState } from 'react'

type StaffReply = Record<string, unknown> & { message?: string }

/**
 * One of the admin's own tools calling its endpoint (kernel/api/staff-endpoint.ts): a JSON POST
 * with the staff member's session, one at a time, the server's Thai message on refusal and
 * `failed` when the network or server gives none. `send` answers the reply, or null on failure.
 */
export function useStaffAction(failed: string) {
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  async function send(url: string, body: object): Promise<StaffReply | null> {
    if (busy) return null
    setBusy(true)
    setError('')
    setStatus('')
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const reply = (await response.json().catch(() => ({}))) as StaffReply
      if (!response.ok) {
        setError(typeof reply.message === 'string' && reply.message ? reply.message : failed)
        return null
      }
      return reply
    } catch {
      setError(failed)
      return null
    } finally {
      setBusy(false)
    }
  }

  return { busy, status, error, setStatus, setError, send }
}
