// What the benchmark and system tests send to POST /api/public/leads.
import { issueFormToken } from '../../src/kernel/api/form-token.mjs'

import { fetchWithDeadline, readWithDeadline } from './fetch-with-deadline.mjs'

/**
 * A form token as the servers the scripts start would issue it (they share this process's
 * PAYLOAD_SECRET), already past the 3-second minimum. One token stores one lead, so every lead a
 * script sends gets its own; minting them here costs the server under test nothing.
 */
export function formToken() {
  return issueFormToken(process.env.PAYLOAD_SECRET ?? '', Date.now() - 5_000)
}

/** A valid lead body with a fresh form token; `n` makes it recognisable in the database. */
export function leadBody(n = 0, token = formToken()) {
  return JSON.stringify({
    fullname: `ผู้ทดสอบ ระบบ ${n}`,
    phone: '081-234-5678',
    email: 'bench@example.com',
    organization_type: 'คลินิกความงาม',
    description: 'ทดสอบโหลด',
    user_action: 'contact_form_submit',
    utm_source: 'bench',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    referrer: '',
    landing_page: 'http://localhost/?utm_source=bench',
    device_type: 'desktop',
    website: '',
    form_token: token,
  })
}

/**
 * Posts one lead; resolves with the HTTP status, or 0 when the server could not be reached or did
 * not answer within 10 s.
 */
export async function postLead(url, body, headers = {}) {
  try {
    const response = await fetchWithDeadline(`${url}/api/public/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
    await readWithDeadline(response)
    return response.status
  } catch {
    return 0
  }
}
