'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-4" data-testid="lead-form-placeholder">
      {[0, 1, 2, 3].map((row) => (
        <div key={row}>
          <div className="h-5 w-32 rounded bg-primary-50" />
          <div className="mt-2 h-12 rounded-xl border border-line bg-primary-50/50" />
        </div>
      ))}
      <div className="h-28 rounded-xl border border-line bg-primary-50/50" />
      <div className="h-12 rounded-full bg-primary-100" />
    </div>
  )
}

const LeadForm = dynamic(() => import('./lead-form.client').then((module) => module.LeadForm), {
  ssr: false,
  loading: FormPlaceholder,
})

/**
 * The form sits at the very end of long pages: its code (form library, schema) is fetched only as
 * the visitor scrolls towards it, which keeps it off the critical path of the first paint.
 */
export function LeadFormLoader() {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return <div ref={ref}>{visible ? <LeadForm /> : <FormPlaceholder />}</div>
}
