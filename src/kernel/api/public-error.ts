import { APIError } from 'payload'

/**
 * An error Payload's REST layer answers with `message` as it is (the Thai text the admin shows)
 * and `status`. Payload words an error by its `name`, and in the production bundle the class
 * name APIError gives its errors is lost to minification (empty in some chunks), so a plain
 * `new APIError(…)` reached the screen as "An unknown error occurred."; a name of its own keeps
 * the message. Every public error of ours is made here (tests/unit/public-errors.test.ts).
 */
export function publicError(message: string, status: number, name = 'ClinicPlusError') {
  const error = new APIError(message, status, undefined, true)
  error.name = name
  return error
}
