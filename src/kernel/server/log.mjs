// The app's log lines: pino, as Payload's own logger is. JSON lines in production (one object per
// line, what a log system parses), pretty lines for `npm run dev` and the tests; LOG_FORMAT
// (json or pretty) overrides that, LOG_LEVEL (trace … fatal, silent) sets the threshold.
//
// No personal data in any line: the request lines (scripts/serve.mjs) carry the path without its
// query, never a body or an address; every other line's message and fields, and an error's message
// and stack, have e-mail addresses and phone numbers replaced (scrubPersonalData), as a last guard
// for a library that quotes a value it was given.
import { format } from 'node:util'

import { pino } from 'pino'
import { build as prettyStream } from 'pino-pretty'

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']

/**
 * json or pretty: LOG_FORMAT when set, else JSON in production only.
 * @param {Record<string, string | undefined>} env
 */
export function logFormat(env = process.env) {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT
  return env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

// An e-mail address, also percent-encoded (`%40`) as in a path.
const emailPattern = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi
// A Thai phone number: 0 or +66 and 8 or 9 more digits, with spaces or dashes between them, not
// inside a longer word or number (an id, a hash, a time).
const phonePattern = /(?<![\w-])(?:\+66|0)(?:[\s-]?\d){8,9}(?![\w-])/g

// The values a database driver quotes after the statement it could not run (drizzle's "Failed
// query: … params: Somchai,somchai@…,…"): names and free text no pattern can recognise.
const queryParameters = /\bparams:[^\n]*/g

/**
 * `text` with e-mail addresses and phone numbers replaced, and a failed query's parameters
 * hidden.
 */
export function scrubPersonalData(text) {
  if (typeof text !== 'string' || text.length === 0) return text
  return text
    .replace(queryParameters, 'params: [hidden]')
    .replace(emailPattern, '[email]')
    .replace(phonePattern, '[phone]')
}

// A path segment that is a secret of its own: what follows /reset/ or /verify/ (a password-reset
// or e-mail verification link), and any long run of hex or base64url with a digit in it (a token,
// a signed id), never a readable slug.
const secretSegment = /^(?:[a-f0-9]{20,}|(?=[\w-]*\d)[\w-]{32,})$/i

/**
 * A request's path as a log line holds it: without its query string (which may hold what a visitor
 * typed), with secret segments replaced by `[token]`, and an e-mail address or phone number
 * someone put in the path replaced too.
 */
export function loggedPath(url = '/') {
  const query = url.indexOf('?')
  const segments = (query === -1 ? url : url.slice(0, query)).slice(0, 512).split('/')
  return scrubPersonalData(
    segments
      .map((segment, index) =>
        /^(reset|verify)$/i.test(segments[index - 1] ?? '') || secretSegment.test(segment)
          ? '[token]'
          : segment,
      )
      .join('/'),
  )
}

// What a logged error keeps: pino's serialiser copies every field an error carries, and drivers
// attach the values they were given (drizzle's `params`, PostgreSQL's `detail`: "Key (email)=…").
const errorFields = ['type', 'message', 'stack', 'code', 'errno', 'status', 'statusCode', 'name']

/** A serialised error (pino's): its known fields only, message and stack scrubbed; so its cause. */
function scrubbedError(error, depth = 0) {
  const serialised = pino.stdSerializers.err(error)
  if (!serialised || typeof serialised !== 'object') return serialised
  const kept = {}
  for (const field of errorFields) {
    const value = serialised[field]
    if (value === undefined) continue
    kept[field] = typeof value === 'string' ? scrubPersonalData(value) : value
  }
  if (error && typeof error === 'object' && error.cause && depth < 3) {
    kept.cause = scrubbedError(error.cause, depth + 1)
  }
  return kept
}

/**
 * A logged object's fields with every string in them scrubbed, however deep (a library that logs
 * `{ msg, to }` rather than a message string): errors are left to the serialiser above, other
 * objects that are not plain data (a Date, a Buffer) as they are.
 */
function scrubbedFields(value, depth = 0) {
  if (typeof value === 'string') return scrubPersonalData(value)
  if (!value || typeof value !== 'object' || value instanceof Error || depth > 6) return value
  if (Array.isArray(value)) return value.map((item) => scrubbedFields(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const scrubbed = {}
  for (const [key, field] of Object.entries(value)) scrubbed[key] = scrubbedFields(field, depth + 1)
  return scrubbed
}

/**
 * The pino options every logger of ours shares.
 * @param {Record<string, string | undefined>} env
 * @returns {import('pino').LoggerOptions<never, boolean>}
 */
export function loggerOptions(env = process.env) {
  const level = logLevels.includes(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info'
  return {
    level,
    // Payload's loggers turn themselves off with DISABLE_LOGGING=true; ours follow.
    enabled: env.DISABLE_LOGGING !== 'true',
    timestamp: pino.stdTimeFunctions.isoTime,
    // The level by name ("info"), not pino's number, and no host name.
    formatters: {
      level: (label) => ({ level: label }),
      bindings: (bindings) => ({ pid: bindings.pid }),
      // The fields of every call, whatever logged them.
      log: (object) => scrubbedFields(object),
    },
    serializers: { err: (error) => scrubbedError(error), error: (error) => scrubbedError(error) },
    hooks: {
      // The message strings of every call, whatever logged them.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubPersonalData(arg) : arg)),
        )
      },
    },
  }
}

/** Where pretty lines go: pino-pretty, as Payload prints them by default. */
export function prettyDestination() {
  return prettyStream({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' })
}

/**
 * A logger of ours, in the format `logFormat` chooses.
 * @param {Record<string, string | undefined>} env
 */
export function createLogger(env = process.env) {
  const options = loggerOptions(env)
  return logFormat(env) === 'json' ? pino(options) : pino(options, prettyDestination())
}

/**
 * Sends console.log/info/warn/error/debug through `logger`, so that what Next and our own code
 * print with console becomes log lines too (scrubbed, one per call, at the matching level).
 */
export function routeConsoleTo(logger) {
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error)
      const message = format(...args.filter((arg) => arg !== error))
      if (error) logger[level]({ err: error }, message)
      else logger[level](message)
    }
  }
}
