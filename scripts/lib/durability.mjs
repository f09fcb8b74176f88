// The durability harness: leads at a steady rate while the production server is killed with
// SIGKILL at random moments and restarted, then the acknowledged leads compared with the stored
// rows. Our own code because no test tool kills and restarts the server under test mid-request:
// that is what it checks. tests/system/durability.system.spec.ts runs it on each database.
import fc from 'fast-check'

import { leadBody, postLead } from './leads-client.mjs'
import { startServer } from './server.mjs'

/**
 * Runs the kill loop against one database and returns the keys the server acknowledged with 200
 * (with `sent`, how many leads went out).
 * Leads go out on a fixed schedule whether or not the server is up; each has its own
 * Idempotency-Key, so a stored row can be traced to its request.
 */
export async function killLoop(label, env, { port, kills, perSecond, seed }) {
  // The pauses before each kill, from fast-check's seeded randomness: a run replays with its seed.
  const pauses = fc.sample(fc.integer({ min: 300, max: 2_000 }), {
    seed: seed + label.length,
    numRuns: kills,
  })
  const acknowledged = new Set()
  let sent = 0
  let server = await startServer({ port, env, refreshPages: false })
  const url = server.url
  let sending = true
  const inFlight = new Set()
  const sender = (async () => {
    const interval = 1000 / perSecond
    let due = Date.now()
    while (sending) {
      const n = sent++
      const key = `${label}-${n}`
      const request = postLead(url, leadBody(n), {
        'idempotency-key': key,
        'x-forwarded-for': `10.0.${(n >> 8) & 255}.${n & 255}`,
      }).then((status) => {
        if (status === 200) acknowledged.add(key)
        inFlight.delete(request)
      })
      inFlight.add(request)
      due += interval
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))
    }
  })()

  const started = Date.now()
  for (let i = 1; i <= kills; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, pauses[i - 1]))
    server.kill()
    await server.exited
    process.stdout.write(`\r[${label}] kill ${i}/${kills}, ${acknowledged.size} acknowledged`)
    server = await startServer({ port, env, refreshPages: false })
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  sending = false
  await sender
  await Promise.all(inFlight)
  const seconds = (Date.now() - started) / 1000
  server.stop()
  await server.exited
  console.log(
    `\n[${label}] ${sent} sent in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)}/s), ` +
      `${acknowledged.size} acknowledged (${Math.round(acknowledged.size / seconds)}/s)`,
  )
  return Object.assign(acknowledged, { sent })
}

/**
 * What became of the acknowledged keys, given the stored rows (key, count): lost ones, ones
 * stored twice, and how many more were stored whose reply the kill cut off.
 */
export function compare(acknowledged, rows) {
  const counts = new Map(rows.map((row) => [String(row.key), Number(row.n)]))
  return {
    lost: [...acknowledged].filter((key) => !counts.has(key)),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([key]) => key),
    stored: [...acknowledged].filter((key) => counts.get(key) === 1).length,
    unacknowledged: [...counts.keys()].filter((key) => !acknowledged.has(key)).length,
  }
}
