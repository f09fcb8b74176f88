import { env } from '@/kernel/env'

/**
 * The two calls we make to the LINE Messaging API (LINE_API_URL, a local stand-in in tests):
 * a push to a user or group with a retry key, and a reply to a webhook event. Redirects are not
 * followed and each call gives up after 10 s; a failure throws, so the job retries.
 */
async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${env.LINE_API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${env.LINE_CHANNEL_ACCESS_TOKEN}`,
      ...headers,
    },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  return response
}

/** Whether pushes can go out at all (a channel access token is set). */
export const lineConfigured = () => Boolean(env.LINE_CHANNEL_ACCESS_TOKEN)

export async function pushLine(to: string, text: string, retryKey: string): Promise<void> {
  const response = await call(
    '/v2/bot/message/push',
    { to, messages: [{ type: 'text', text }] },
    { 'x-line-retry-key': retryKey },
  )
  // 409: LINE already accepted this retry key, i.e. an earlier attempt got through.
  if (!response.ok && response.status !== 409) {
    throw new Error(`LINE answered ${response.status}`)
  }
}

export async function replyLine(replyToken: string, text: string): Promise<void> {
  const response = await call('/v2/bot/message/reply', {
    replyToken,
    messages: [{ type: 'text', text }],
  })
  if (!response.ok) throw new Error(`LINE answered ${response.status} to a reply`)
}
