'use client'

import { useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { importProgressText } from '@/kernel/admin/text'

/** How often a waiting import asks whether it has finished. */
const pollMs = 3_000

/**
 * On a saved import still waiting for the job queue (it runs every 15 seconds): says so, asks the
 * API every few seconds, and shows the finished import (its state and counts) as soon as it has
 * run, so that the member who saved it never has to reload a page that says "waiting".
 */
export function ImportProgress() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const waiting = Boolean(id) && status === 'pending'

  useEffect(() => {
    if (!waiting) return
    let stopped = false
    const timer = window.setInterval(async () => {
      const reply = await fetch(`${api}/imports/${id}?depth=0`, { credentials: 'include' }).catch(
        () => null,
      )
      if (!reply?.ok || stopped) return
      const doc = (await reply.json()) as { status?: string }
      if (doc.status && doc.status !== 'pending' && !stopped) {
        stopped = true
        window.clearInterval(timer)
        window.location.reload()
      }
    }, pollMs)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [api, id, waiting])

  if (!waiting) return null
  const text = i18n.language === 'en' ? importProgressText.en : importProgressText.th
  return (
    <p role="status" className="import-progress">
      {text}
    </p>
  )
}
