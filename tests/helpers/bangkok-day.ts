// For tests whose steps must fall on one day in Bangkok (UTC+7 all year), the site's day for
// counts, schedules and idempotency keys: the app and the test each take "today" at a different
// moment, and a midnight between the two would fail the test, not the code.
const dayMs = 86_400_000

/** Milliseconds until the next midnight in Bangkok. */
export function msUntilBangkokMidnight(now = Date.now()): number {
  return dayMs - ((now + 7 * 3_600_000) % dayMs)
}

/**
 * Waits for Bangkok's new day (and a second) when its midnight is less than `withinMs` away;
 * resolves to how long it waited. A test that calls it allows that much more time.
 */
export async function clearOfBangkokMidnight(withinMs: number): Promise<number> {
  const until = msUntilBangkokMidnight()
  if (until >= withinMs) return 0
  await new Promise((resolve) => setTimeout(resolve, until + 1_000))
  return until + 1_000
}
