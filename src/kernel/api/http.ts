/** The reply shape of our public endpoints: the HTTP status repeated as `code`, and a message. */
export type ApiReply = { code: number; message: string }

export function reply(code: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ code, message } satisfies ApiReply, {
    status: code,
    headers: { 'cache-control': 'no-store', ...headers },
  })
}

/** What the body readers need of a request: a Fetch Request, or Payload's request in an endpoint. */
export type BodySource = Pick<Request, 'headers'> & { body?: Request['body'] }

export type JsonBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415 }

/**
 * Reads a body without ever holding more than `maxBytes`: null when the declared or the actual
 * size is over (the rest is not read), the bytes otherwise (empty when there is no body).
 */
export async function readBoundedBody(
  request: BodySource,
  maxBytes: number,
): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * Reads a JSON object body without ever holding more than `maxBytes`: 415 when it is not JSON,
 * 413 when it is too large, 400 when it does not parse to an object.
 */
export async function readJsonBody(request: BodySource, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) return { ok: false, status: 415 }
  if (!request.body) return { ok: false, status: 400 }
  const bytes = await readBoundedBody(request, maxBytes)
  if (bytes === null) return { ok: false, status: 413 }
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'))
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, status: 400 }
    return { ok: true, value: value as Record<string, unknown> }
  } catch {
    return { ok: false, status: 400 }
  }
}
