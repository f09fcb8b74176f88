'use client'

import { useForm, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/** How long a new row may wait for its fields before the form asks the server again. */
const rowPatienceMs = 1_500
/** How many times it asks before leaving the row to the member's next change. */
const attempts = 5

/**
 * A row just added to a list or a page's sections is a loading placeholder until the server
 * sends its fields. Payload asks for them a quarter of a second after the form's last change,
 * unless the form then equals the state it last merged from the server; an answer to an earlier
 * change that arrived in that quarter second was merged with the new row in it, so the row was
 * never asked for and stayed a placeholder until the member changed something else
 * (tests/e2e/sections.e2e.spec.ts). Every document with rows has this in its bar
 * (rows-settle.ts): a row still loading after `rowPatienceMs` is marked on the client only,
 * which is a change of the form, and Payload's own request for it follows.
 */
export function RowsSettle() {
  const waiting = useFormFields(([fields]) =>
    Object.entries(fields)
      .filter(([, field]) => field.rows?.some((row) => row.isLoading))
      .map(([path]) => path)
      .join('\n'),
  )
  const { dispatchFields, getField } = useForm()
  useEffect(() => {
    if (!waiting) return
    let asked = 0
    const timer = setInterval(() => {
      asked += 1
      for (const path of waiting.split('\n')) {
        const rows = getField(path)?.rows
        if (!rows?.some((row) => row.isLoading)) continue
        dispatchFields({
          type: 'UPDATE',
          path,
          // The server builds its rows afresh, and the merge keeps the client's extra key.
          rows: rows.map((row) => (row.isLoading ? { ...row, settleAsked: asked } : row)),
        })
      }
      if (asked >= attempts) clearInterval(timer)
    }, rowPatienceMs)
    return () => clearInterval(timer)
  }, [waiting, dispatchFields, getField])
  return null
}
