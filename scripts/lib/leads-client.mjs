// What the benchmark and system tests send to POST /api/public/leads.
import { fetchWithDeadline, readWithDeadline } from './fetch-with-deadline.mjs'

/** A signed form token from the server, aged past the 3-second minimum before it is used. */
export async function formToken(url) {
  const { token } = await (await fetch(`${url}/api/public/leads/token`)).json()
  await new Promise((resolve) => setTimeout(resolve, 3_100))
  return token
}

/** A valid lead body; `n` makes it recognisable in the database. */
export function leadBody(token, n = 0) {
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
