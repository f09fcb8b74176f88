// @ts-check
// Compression that is done once per version of a response, not once per request. Used by the
// production server (scripts/serve.mjs) in place of Next's own per-request compression.
//
// A page served from Next's cache, and every file of the build, is the same bytes for every
// visitor until it changes, and Next marks it with an ETag derived from those bytes (a hash of
// the page, or the file's size and time). Without a CDN or a compressing proxy in front, Next
// gzipped them again on every request, several times the cost of sending them (`npm run
// bench:origin` measures both; docs/architecture.md has the figures). Here the
// first request of a version compresses it and later ones send the stored bytes. Responses
// without an ETag (API replies, pages rendered per request) are left to the streaming
// compression behind this layer.
import zlib from 'node:zlib'

import compression from 'compression'

/** Below this, compression saves less than the header it adds. */
const minBytes = 1024
/** A whole response is held in memory to be compressed; larger ones stream instead. */
const maxBodyBytes = 8 * 1024 * 1024
const compressibleType =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i

/** @param {import('node:http').IncomingMessage} request */
function acceptsGzip(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  return accepted.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

/**
 * The path Next serves for a request, whatever its spelling: percent-encoded characters decoded,
 * `.` and `..` segments and repeated slashes resolved, the query left out. `/_next/static/%63hunks/
 * ./a.js` and `/_next/static/chunks/a.js` are one file, so one cache entry.
 * @param {string | undefined} url
 */
export function servedPath(url) {
  const raw = (url ?? '/').split('?')[0].split('#')[0]
  const segments = []
  for (const segment of raw.split('/')) {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // A malformed escape stays as it is; Next answers it with its own error.
    }
    if (decoded === '' || decoded === '.') continue
    if (decoded === '..') segments.pop()
    else segments.push(decoded)
  }
  return `/${segments.join('/')}`
}

/**
 * @param {{ maxBytes?: number, maxVersionsPerPath?: number }} [options] the most compressed
 *   bytes kept (least recently used versions go first), and the most versions kept of one path
 *   (a page that changed keeps its newest ones)
 */
export function createCompressedCache({
  maxBytes = 32 * 1024 * 1024,
  maxVersionsPerPath = 2,
} = {}) {
  /** @type {Map<string, { path: string, body: Buffer }>} */
  const entries = new Map()
  /** @type {Map<string, string[]>} the keys of each path's versions, oldest first */
  const versions = new Map()
  let size = 0
  const stats = { hits: 0, misses: 0 }

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    size -= entry.body.length
    const keys = (versions.get(entry.path) ?? []).filter((other) => other !== key)
    if (keys.length) versions.set(entry.path, keys)
    else versions.delete(entry.path)
  }

  /** @param {string} path @param {string} key @param {Buffer} body */
  function compressedFor(path, key, body) {
    const stored = entries.get(key)
    if (stored) {
      stats.hits++
      // Most recently used last.
      entries.delete(key)
      entries.set(key, stored)
      return stored.body
    }
    stats.misses++
    // Synchronous: once per version, and the reply must not wait on the thread pool's queue.
    const compressed = zlib.gzipSync(body)
    if (compressed.length <= maxBytes) {
      entries.set(key, { path, body: compressed })
      size += compressed.length
      const keys = [...(versions.get(path) ?? []), key]
      versions.set(path, keys)
      while ((versions.get(path)?.length ?? 0) > maxVersionsPerPath) {
        drop(/** @type {string[]} */ (versions.get(path))[0])
      }
      for (const oldKey of entries.keys()) {
        if (size <= maxBytes) break
        drop(oldKey)
      }
    }
    return compressed
  }

  /**
   * Takes over `response` for this request: a whole response with an ETag is sent from the
   * cache, gzipped; anything else passes through unchanged to what is behind (Next's streaming
   * compression). Call before the request handler writes anything.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function install(request, response) {
    if (request.method !== 'GET' || !acceptsGzip(request)) return
    /** @type {(...args: any[]) => boolean} */
    const write = response.write.bind(response)
    /** @type {(...args: any[]) => import('node:http').ServerResponse} */
    const end = response.end.bind(response)
    /** @type {any} */
    const target = response
    /** @type {Buffer[] | null} null until the response is known to be cacheable */
    let held = null
    let decided = false

    const cacheable = () => {
      if (response.headersSent || response.statusCode !== 200) return false
      if (response.getHeader('content-encoding')) return false
      const etag = response.getHeader('etag')
      const type = String(response.getHeader('content-type') ?? '')
      const length = Number(response.getHeader('content-length') ?? 0)
      return Boolean(etag) && compressibleType.test(type) && length <= maxBodyBytes
    }
    /** @param {any[]} args a write() or end() call's arguments */
    const holdChunk = (args) => {
      const [chunk, encoding] = typeof args[0] === 'function' ? [] : args
      if (chunk == null || !held) return
      held.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(
                String(chunk),
                /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
              ),
      )
    }
    const decide = () => {
      if (decided) return
      decided = true
      if (cacheable()) held = []
    }

    target.write = (/** @type {any[]} */ ...args) => {
      decide()
      if (!held) return write(...args)
      holdChunk(args)
      const callback = args.find((arg) => typeof arg === 'function')
      if (callback) process.nextTick(callback)
      return true
    }

    target.end = (/** @type {any[]} */ ...args) => {
      decide()
      if (!held) return end(...args)
      holdChunk(args)
      const body = Buffer.concat(held)
      const callback = args.find((arg) => typeof arg === 'function')
      if (body.length < minBytes) {
        end(body, callback)
        return response
      }
      // The path too: a built file's ETag is only its size and time (W/"size-mtime"), which two
      // files written in the same millisecond can share. The path as Next resolves it, so that
      // made-up spellings and query strings do not each cost a compression and an entry.
      const path = servedPath(request.url)
      const key = `${path}|${response.getHeader('etag')}|${response.getHeader('content-type')}`
      const compressed = compressedFor(path, key, body)
      response.setHeader('content-encoding', 'gzip')
      response.setHeader('content-length', compressed.length)
      const vary = String(response.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) {
        response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
      end(compressed, callback)
      return response
    }
  }

  return { install, stats, entries: () => entries.size, bytes: () => size }
}

/**
 * What the production server installs on every response: this cache in front of the streaming
 * gzip Next itself applies when `compress` is on (next.config.ts turns Next's off, so that a
 * response is compressed once, here).
 */
export function createResponseCompression(options = {}) {
  // The package `next start` bundles (gzip and deflate, the same 1.7 line), so uncached
  // responses are compressed as Next would.
  const streaming = /** @type {(req: any, res: any, next: () => void) => void} */ (compression())
  const cache = createCompressedCache(options)
  return {
    /**
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    install(request, response) {
      streaming(request, response, () => {})
      // Last, so it sees the handler's writes first.
      cache.install(request, response)
    },
    stats: cache.stats,
    entries: cache.entries,
  }
}
