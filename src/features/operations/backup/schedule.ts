/** The next daily run at `hour` o'clock in Bangkok after `now` (for the operations screen). */
export function nextBangkokRun(hour: number, now = new Date()): Date {
  const bangkokMs = 7 * 3_600_000
  const dayMs = 24 * 3_600_000
  const local = now.getTime() + bangkokMs
  const today = local - (local % dayMs) + hour * 3_600_000 - bangkokMs
  return new Date(today > now.getTime() ? today : today + dayMs)
}
