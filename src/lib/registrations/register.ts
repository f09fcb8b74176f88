import { trackAdsConversion } from '@/lib/analytics/gtag'
import type { ApiReply } from '@/lib/api/http'
import type { RegistrationInput } from '@/lib/validation/registration'

export const registerNetworkError = 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง'

/**
 * The browser's registration call (spec section 7): fires the ads conversion (with consent)
 * first, then posts to our same-origin route, which adds no secret to the page. The reply is
 * returned whatever its code; a network failure comes back as a reply too, never as a throw.
 */
export async function register(form: RegistrationInput): Promise<ApiReply> {
  trackAdsConversion()
  try {
    const response = await fetch('/api/public/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(form),
    })
    const body = (await response.json().catch(() => null)) as ApiReply | null
    return body ?? { code: response.status, message: registerNetworkError }
  } catch (error) {
    console.error('[register] request failed', error)
    return { code: 0, message: registerNetworkError }
  }
}
