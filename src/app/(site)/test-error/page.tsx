import { connection } from 'next/server'
import { notFound } from 'next/navigation'

import { ThrowOnClient } from '@/components/layout/throw-on-client.client'

/** Exists only when ENABLE_TEST_ROUTES=1 (the end-to-end suite); a 404 everywhere else. */
export default async function TestErrorPage() {
  await connection()
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  return <ThrowOnClient message="ทดสอบข้อผิดพลาดของแอปพลิเคชัน" />
}
