/**
 * How the sales team hears about a new lead or trial sign-up, in one place:
 *
 * 1. The row and its notification job are committed together: a lead's job row in the group
 *    commit's insert (features/leads/repository.ts), a registration's with payload.jobs.queue in the
 *    registration's transaction. So a crash after the reply loses no notification, and spam gets
 *    no job at all.
 * 2. After the reply, `askToNotify()` runs the queued jobs once requests pause (the idle runner:
 *    200 ms without a new ask, at the latest 30 s into a long burst), so sending never slows a
 *    reply; `noteActivity()` keeps Payload's scheduled runner (every 15 s, for retries) out of a
 *    burst too (`scheduledRunsMayStart`).
 * 3. The job (sales' notifyLead or notifyRegistration, features/sales/jobs.ts) routes the record
 *    and hands it to `deliver`, which sends the e-mail through Payload's e-mail adapter
 *    (SMTP_URL, SALES_EMAIL), posts the webhook (LEAD_WEBHOOK_URL), signed with
 *    LEAD_WEBHOOK_SECRET over a timestamp and the body, redirects not followed, with an
 *    Idempotency-Key, and pushes a LINE message to a group (LINE_CHANNEL_ACCESS_TOKEN, LINE_TO)
 *    with a retry key. Each channel that went out is
 *    recorded (notification-deliveries), so a retry sends only what did not. A failure throws,
 *    and Payload retries the job with exponential backoff (6 attempts from 5 s).
 */
import type { Payload } from 'payload'

import { inWriteScope } from '@/kernel/db/write-scope'
import { env, isBuildPhase } from '@/kernel/env'
import { summaryOf, type RecordSummary } from '@/kernel/record-summary'
import { provide, provided } from '@/kernel/runtime.mjs'
import { cancelOnStop, isStopping, trackedRun } from '@/kernel/server/lifecycle'

import { tracked } from './channel-health'
import { alreadyDelivered, recordDelivery } from './deliveries'
import { createIdleRunner } from './idle-runner'
import { lineConfigured, pushLine } from './line-api'
import {
  adminUrlOf,
  collectionOf,
  eventKey,
  lineMessage,
  salesEmail,
  signWebhook,
  webhookBody,
  type SalesEvent,
} from './messages'
import { tellAssignee } from './personal'

/** When the last lead or registration arrived; in the runtime registry so every bundle shares it. */
export function noteActivity(now = Date.now()): void {
  provide('lastLeadAt', now)
}

/**
 * Payload's scheduled job runner waits for 2 s without new leads, never runs in a build, nor once
 * the process has begun to stop (kernel/server/lifecycle.ts).
 */
export function scheduledRunsMayStart(now = Date.now()): boolean {
  return (
    !isBuildPhase() &&
    env.JOBS_AUTORUN &&
    !isStopping() &&
    now - (provided('lastLeadAt') ?? 0) >= 2_000
  )
}

type Channel = 'email' | 'webhook' | 'line'

type Sender = (payload: Payload, event: SalesEvent, summary: RecordSummary) => Promise<void> | null

const senders: Record<Channel, Sender> = {
  email: (payload, event, summary) =>
    env.SMTP_URL && env.SALES_EMAIL
      ? payload
          .sendEmail({ to: env.SALES_EMAIL, ...salesEmail(event, summary) })
          .then(() => undefined)
      : null,
  webhook: (_payload, event, summary) => {
    if (!env.LEAD_WEBHOOK_URL || !env.LEAD_WEBHOOK_SECRET) return null
    const body = webhookBody(event, summary)
    return fetch(env.LEAD_WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-clinicplus-signature': signWebhook(env.LEAD_WEBHOOK_SECRET, body),
        // The same on every attempt: a receiver that saw it already can answer 2xx and skip.
        'idempotency-key': eventKey(event),
      },
      body,
      // A redirect could send the signed delivery to a host nobody configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    }).then((response) => {
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`webhook answered ${response.status}`)
      }
    })
  },
  line: (payload, event, summary) => {
    if (!lineConfigured() || !env.LINE_TO) return null
    const { text, retryKey } = lineMessage(event, summary, adminUrlOf(payload))
    return pushLine(env.LINE_TO, text, retryKey)
  },
}

/**
 * Tells sales on every configured channel, each at most once per event: a channel that went out
 * on an earlier attempt is recorded and skipped, so a retry after the webhook failed sends only
 * the webhook. The first failure throws, and Payload retries the job.
 */
export async function deliver(payload: Payload, event: SalesEvent): Promise<string> {
  const done: string[] = []
  const key = eventKey(event)
  const summary = summaryOf(payload, collectionOf(event), event.record)
  // The record's own salesperson first (LINE, or e-mail without LINE): a team channel that is
  // down must not keep the person who calls from hearing of the lead until it is back.
  // Its failure (LINE's quota, a revoked token) must not hold up the team channels either: they
  // go out, and the job fails after them so that a retry sends only what did not.
  let personalError: unknown = null
  const personal = await tellAssignee(payload, event).catch((error: unknown) => {
    personalError = error
    return null
  })
  if (personal) done.push(personal)
  for (const channel of ['email', 'webhook', 'line'] as const) {
    const channelKey = `${key}:${channel}`
    if (await alreadyDelivered(payload, channelKey)) {
      done.push(`${channel}(earlier)`)
      continue
    }
    const sending = senders[channel](payload, event, summary)
    if (!sending) continue
    // A channel that keeps failing is told to the admins (features/operations/alerts).
    await tracked(payload, channel, sending)
    await recordDelivery(payload, channelKey, { channel })
    done.push(channel)
  }
  if (personalError) throw personalError
  if (done.length === 0) {
    payload.logger.info(
      `[sales] new ${event.kind} #${event.record.id} (no SMTP, webhook or LINE configured)`,
    )
    done.push('log')
  }
  return done.join('+')
}

/** The jobs of one process's stored leads and registrations, run when requests pause. */
export function createNotifier(getPayload: () => Promise<Payload>) {
  const runner = createIdleRunner(
    async () => {
      // With JOBS_AUTORUN=0 a worker (npm run worker) sends them; none start while stopping.
      if (!env.JOBS_AUTORUN || isStopping()) return false
      const payload = await getPayload()
      const limit = 10
      const result = await trackedRun(() =>
        inWriteScope(() => payload.jobs.run({ queue: 'default', limit, silent: true })),
      )
      // A full batch means more may be waiting (a burst's backlog): go on at the next pause.
      return Object.keys(result.jobStatus ?? {}).length >= limit
    },
    {
      idleMs: 200,
      maxDelayMs: 30_000,
      // The job stays queued and the scheduled runner retries it.
      onError: (error) => console.error('[sales] notification attempt failed', error),
    },
  )
  // A stopping process schedules no more runs (its scheduled runner retries what is left).
  cancelOnStop(runner.stop)
  return {
    /** Called after a stored lead or registration's reply. */
    askToNotify() {
      noteActivity()
      runner.ask()
    },
    idle: runner.idle,
  }
}
