'use client'

import { useState } from 'react'

/** A button whose next render throws, to exercise the error boundary in end-to-end tests. */
export function ThrowOnClient({ message }: { message: string }) {
  const [armed, setArmed] = useState(false)
  if (armed) throw new Error(message)
  return (
    <button type="button" onClick={() => setArmed(true)} className="m-8 underline">
      ทำให้เกิดข้อผิดพลาด
    </button>
  )
}
