'use client'

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'

import { readTakeOver, type TakeOver } from '@/kernel/forms/take-over'

type Enhanced = { Form: ComponentType<{ takeOver?: TakeOver }>; takeOver: TakeOver }

/** The contact form's field names (lead-form.client.tsx holds the same, with its code). */
const fieldNames = ['fullName', 'phone', 'email', 'orgType', 'extra'] as const

/**
 * The contact form sits at the very end of long pages. The server's form (`children`, in the
 * HTML) works from the first paint and without a script: it is typed into and sent by the
 * browser itself. Its script (form library, schema) is fetched only as the visitor scrolls
 * towards it or first touches it, which keeps it off the first paint; the scripted form then
 * takes the served one's place with what was typed, the cursor and the messages showing.
 */
export function LeadFormLoader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let started = false
    let cancelled = false
    const load = () => {
      if (started) return
      started = true
      observer.disconnect()
      import('./lead-form.client')
        .then(({ LeadForm }) => {
          if (cancelled) return
          // Read and replaced in one task: nothing typed in between is lost.
          const takeOver = readTakeOver(element.querySelector('form'), fieldNames)
          flushSync(() => setEnhanced({ Form: LeadForm, takeOver }))
        })
        .catch(() => {
          // The script did not come: the served form still sends without it.
        })
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    element.addEventListener('focusin', load)
    // The visitor is typing in it already (the script came late): take over now, wherever the
    // page has scrolled meanwhile.
    if (element.contains(document.activeElement)) load()
    return () => {
      cancelled = true
      observer.disconnect()
      element.removeEventListener('focusin', load)
    }
  }, [])

  return <div ref={ref}>{enhanced ? <enhanced.Form takeOver={enhanced.takeOver} /> : children}</div>
}
