import { payloadRest } from '@/kernel/api/payload-rest'
import config from '@payload-config'

/** Payload's REST API exactly as the app's route serves it (src/app/(payload)/api). */
const routes = payloadRest(config)

export type RestReply = {
  /** The address the request went to. */
  url: string
  status: number
  headers: Headers
  text: string
  json: <T = Record<string, unknown>>() => T
}

export type RestOptions = {
  /** A staff member's JWT (`Authorization: JWT …`), or none for an anonymous client. */
  token?: string
  /** A JSON body, or FormData for an upload. */
  body?: unknown
  headers?: Record<string, string>
}

/** One request to `/api<path>` through the app's REST route, as a browser or script sends it. */
export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  { token, body, headers = {} }: RestOptions = {},
): Promise<RestReply> {
  const sent = new Headers(headers)
  if (token) sent.set('authorization', `JWT ${token}`)
  let payloadBody: BodyInit | undefined
  if (body instanceof FormData) payloadBody = body
  else if (body !== undefined) {
    payloadBody = typeof body === 'string' ? body : JSON.stringify(body)
    if (!sent.has('content-type')) sent.set('content-type', 'application/json')
  }
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: sent,
    body: payloadBody,
  })
  const slug = new URL(request.url).pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
  const response = await routes[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return {
    url: request.url,
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text),
  }
}

/** Logs a staff member in through the API and returns their JWT. */
export async function loginToken(email: string, password: string): Promise<string> {
  const reply = await rest('POST', '/users/login', { body: { email, password } })
  if (reply.status !== 200)
    throw new Error(`login of ${email} failed: ${reply.status} ${reply.text}`)
  return String(reply.json().token)
}
