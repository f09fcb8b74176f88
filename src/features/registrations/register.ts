import type { ApiReply } from '@/kernel/api/http'
import { sendWithCredentials, type FormSession } from '@/kernel/forms/form-session'

import { trackAdsConversion } from '@/features/insights/client'

import type { RegistrationInput } from './validation/registration'

export const registerNetworkError = 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง'

/** What the sign-up form sends besides its fields: the honeypot's value and the attribution. */
export type RegistrationExtras = Record<string, string>

/**
 * The browser's registration call: fires the ads conversion (only with the
 * visitor's advertising consent) first, then posts to our same-origin route, which adds no secret
 * to the page, with the form's token and Idempotency-Key (a stale token is renewed and the form
 * sent once more). The reply is returned whatever its code; a network failure comes back as a
 * reply too, never as a throw.
 */
export async function register(
  form: RegistrationInput,
  session: FormSession,
  extras: RegistrationExtras = {},
): Promise<ApiReply> {
  trackAdsConversion()
  try {
    const response = await sendWithCredentials(session, ({ formToken, idempotencyKey }) =>
      fetch('/api/public/register', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({ ...form, ...extras, form_token: formToken }),
      }),
    )
    const body = (await response.json().catch(() => null)) as ApiReply | null
    return body ?? { code: response.status, message: registerNetworkError }
  } catch (error) {
    console.error('[register] request failed', error)
    return { code: 0, message: registerNetworkError }
  }
}
