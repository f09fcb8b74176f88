import type { Payload } from 'payload'

import { metrics } from '@/kernel/server/metrics.mjs'

/**
 * Whether each outbound channel (LINE, e-mail, the webhook) is delivering, kept in Payload's
 * key-value store so every instance and the alert check see the same: the time a run of failures
 * began, and the last error without personal data. A success clears it.
 */
export type Channel = 'line' | 'email' | 'webhook'

export type ChannelHealth = {
  failingSince: string | null
  lastFailureAt?: string
  lastError?: string
  lastSuccessAt?: string
}

const key = (channel: Channel) => `ops:channel:${channel}`

/** An error's message fit to show admins and keep: no e-mail addresses or phone numbers. */
export function redactError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message
    .replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[e-mail]')
    .replace(/\+?\d[\d\s-]{7,}\d/g, '[number]')
    .slice(0, 200)
}

/** When this process last confirmed a channel is not marked failing: it skips re-reading. */
const knownHealthy = new Map<Channel, number>()
const healthyRecheckMs = 30_000

export async function readChannelHealth(
  payload: Payload,
  channel: Channel,
): Promise<ChannelHealth | null> {
  return payload.kv.get<ChannelHealth>(key(channel))
}

export async function noteChannelFailure(
  payload: Payload,
  channel: Channel,
  error: unknown,
  now = new Date(),
): Promise<void> {
  knownHealthy.delete(channel)
  const current = await readChannelHealth(payload, channel)
  await payload.kv.set(key(channel), {
    ...current,
    failingSince: current?.failingSince ?? now.toISOString(),
    lastFailureAt: now.toISOString(),
    lastError: redactError(error),
  } satisfies ChannelHealth)
}

/** A delivery went out: clears the channel's failing run, reading the store at most every 30 s. */
export async function noteChannelSuccess(
  payload: Payload,
  channel: Channel,
  now = new Date(),
): Promise<void> {
  const checked = knownHealthy.get(channel)
  if (checked !== undefined && now.getTime() - checked < healthyRecheckMs) return
  const current = await readChannelHealth(payload, channel)
  if (current?.failingSince) {
    await payload.kv.set(key(channel), {
      ...current,
      failingSince: null,
      lastSuccessAt: now.toISOString(),
    } satisfies ChannelHealth)
  }
  knownHealthy.set(channel, now.getTime())
}

/** Runs one delivery on `channel` and notes how it went; the error still reaches the caller. */
export async function tracked<T>(
  payload: Payload,
  channel: Channel,
  sending: Promise<T>,
): Promise<T> {
  try {
    const result = await sending
    metrics().notifications.inc({ channel, result: 'sent' })
    await noteChannelSuccess(payload, channel)
    return result
  } catch (error) {
    metrics().notifications.inc({ channel, result: 'failed' })
    await noteChannelFailure(payload, channel, error).catch(() => undefined)
    throw error
  }
}

/** Forgets what this process knows (tests that change the store's state directly). */
export function forgetChannelHealth(): void {
  knownHealthy.clear()
}
