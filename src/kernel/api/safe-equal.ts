import { timingSafeEqual } from 'node:crypto'

/** Compares a secret a client sent with the expected one in constant time. */
export function safeEqual(sent: string, expected: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
