/**
 * When the last lead arrived, kept on globalThis so that every bundle of the server (the route,
 * Payload's job scheduler) sees the same clock. Background work waits for a quiet moment.
 */
const state = globalThis as typeof globalThis & { __clinicPlusLastLeadAt?: number }

export function markLeadActivity(now = Date.now()): void {
  state.__clinicPlusLastLeadAt = now
}

/** True when no lead arrived within the last `ms` milliseconds. */
export function leadsQuietFor(ms: number, now = Date.now()): boolean {
  return now - (state.__clinicPlusLastLeadAt ?? 0) >= ms
}
