// fetch() that always settles within `ms`, for the scripts that kill servers under load.
//
// The durability test once hung after its 20th kill with no request left in undici and no
// AbortSignal alive: a fetch cut off by a SIGKILL had never settled, and AbortSignal.timeout()'s
// timer (which does not keep its signal alive) did not end it. A plain, referenced timer rejects
// the call whatever undici does.

/** Resolves with the Response (body not read yet) or rejects after `ms` milliseconds. */
export function fetchWithDeadline(url, init = {}, ms = 10_000) {
  const controller = new AbortController()
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`no answer from ${url} within ${ms} ms`))
    }, ms)
  })
  const request = fetch(url, { ...init, signal: controller.signal })
  return Promise.race([request, deadline]).finally(() => clearTimeout(timer))
}

/** Reads a Response's body within `ms` milliseconds (the body can stall like the request). */
export function readWithDeadline(response, ms = 10_000) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`body not read within ${ms} ms`)), ms)
  })
  return Promise.race([response.arrayBuffer(), deadline]).finally(() => clearTimeout(timer))
}
