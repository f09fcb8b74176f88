/**
 * What the account page shows of each signed-in session, beside Payload's own session list on the
 * user (`sessions`: id, created, expires): the browser and device family, when it was last used,
 * and when it passed the second factor. Kept on the user as `sessionInfo`, by session id.
 */
export type SessionInfo = {
  sid: string
  /** "Chrome · Android", from the user agent: never the string itself. */
  agent: string
  createdAt: string
  lastActiveAt: string
  /** When this session passed the second factor (or the member enrolled in it). */
  secondFactorAt?: string | null
}

/**
 * A staff session ends after this long without a request: a working day. The token itself lasts
 * as long from when it was issued or last refreshed (the admin refreshes it while in use).
 */
export const sessionIdleMs = 8 * 3_600_000
/** How long a staff token lasts after it was issued or renewed (collections/users). */
export const staffTokenExpirationSeconds = 8 * 60 * 60

/** Last-active times are written at most this often per session (not on every request). */
export const activityWriteEveryMs = 5 * 60_000

const browsers: [RegExp, string][] = [
  [/\bLine\//i, 'LINE'],
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // HeadlessChrome/ is Chromium run by a program (a check, a test): Chrome all the same.
  [/(\b|Headless)Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
]

/** The browser and system families of a user agent, e.g. "Chrome · Android". */
export function agentFamily(userAgent: string | null | undefined): string {
  const ua = userAgent ?? ''
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  return [browser, system].filter(Boolean).join(' · ') || 'ไม่ทราบอุปกรณ์'
}

/** The member's sessions still open by Payload's list, with what is known of each. */
export function openSessions(
  sessions: { id: string; createdAt?: string | Date | null; expiresAt?: string | Date | null }[],
  info: SessionInfo[],
  now = Date.now(),
): SessionInfo[] {
  return sessions
    .filter((session) => !session.expiresAt || new Date(session.expiresAt).getTime() > now)
    .map((session) => {
      const known = info.find((entry) => entry.sid === session.id)
      const createdAt = new Date(session.createdAt ?? now).toISOString()
      return known ?? { sid: session.id, agent: 'ไม่ทราบอุปกรณ์', createdAt, lastActiveAt: createdAt }
    })
}

/** Whether a session has gone unused for longer than `sessionIdleMs`. */
export const isIdle = (entry: Pick<SessionInfo, 'lastActiveAt'>, now = Date.now()) =>
  now - new Date(entry.lastActiveAt).getTime() > sessionIdleMs
