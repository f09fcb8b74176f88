'use client'

import { useEffect, useId, useRef } from 'react'

import { CheckCircle2, CircleAlert } from '@/components/ui/icons'

import { Button } from './button'

export type DialogState = { kind: 'success' | 'error'; title: string; description?: string } | null

type ResultDialogProps = {
  state: DialogState
  closeLabel: string
  onClose: () => void
}

/**
 * A native modal <dialog>: the browser traps focus and closes it on Escape; focus returns to
 * whatever opened it.
 */
export function ResultDialog({ state, closeLabel, onClose }: ResultDialogProps) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (state && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!state && dialog.open) {
      dialog.close()
    }
  }, [state])

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={state?.description ? `${id}-description` : undefined}
      onClose={() => {
        onClose()
        returnFocus.current?.focus()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card p-0 shadow-lift backdrop:bg-ink/50"
    >
      {state && (
        <div className="p-6 text-center">
          {state.kind === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-primary-600" />
          ) : (
            <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
          )}
          <h2 id={`${id}-title`} className="mt-3 text-xl font-bold">
            {state.title}
          </h2>
          {state.description && (
            <p id={`${id}-description`} className="mt-2 text-muted">
              {state.description}
            </p>
          )}
          <form method="dialog" className="mt-6">
            <Button type="submit" className="w-full" autoFocus>
              {closeLabel}
            </Button>
          </form>
        </div>
      )}
    </dialog>
  )
}
