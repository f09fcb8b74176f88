// fetch() that always settles within `ms`, for the scripts that kill servers under load.
//
// The durability test once hung after its 20th kill with no request left in undici and no
// AbortSignal alive: a fetch cut off by a SIGKILL had never settled, and AbortSignal.timeout()'s
// timer (which does not keep its signal alive) did not end it. A plain, referenced timer rejects
// the call whatever undici does.

/** `promise`, or a rejection after `ms` milliseconds (calling `onTimeout` first). */
function withDeadline(promise, ms, message, onTimeout = () => {}) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout()
      reject(new Error(message))
    }, ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** Resolves with the Response (body not read yet) or rejects after `ms` milliseconds. */
export function fetchWithDeadline(url, init = {}, ms = 10_000) {
  const controller = new AbortController()
  return withDeadline(
    fetch(url, { ...init, signal: controller.signal }),
    ms,
    `no answer from ${url} within ${ms} ms`,
    () => controller.abort(),
  )
}

/** Reads a Response's body within `ms` milliseconds (the body can stall like the request). */
export function readWithDeadline(response, ms = 10_000) {
  return withDeadline(response.arrayBuffer(), ms, `body not read within ${ms} ms`)
}

/**
 * Reads a JSON reply within `ms` milliseconds; a status outside 200-299 rejects, naming `what` and
 * the start of the body.
 */
export async function readJsonWithDeadline(response, what, ms = 10_000) {
  const text = Buffer.from(await readWithDeadline(response, ms)).toString('utf8')
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text)
}
