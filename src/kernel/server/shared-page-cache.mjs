// Next's page and data caches shared by every instance through Redis (REDIS_URL), on the
// documented cache-handler interface (get, set, revalidateTag). Plain JavaScript: Next loads it
// outside its bundles (through page-cache-handler.mjs).
//
// - An entry (a rendered page, a route's body, an unstable_cache result) is one Redis string,
//   under the build's id: instances of one build share it, another build never reads it.
// - A tag's expiry is one field of a Redis hash, announced on a channel: every instance keeps the
//   hash in memory and hears each change at once, so a publication through one instance expires
//   the pages on all of them within a second, and checking an entry's tags costs no round trip.
// - An entry Redis does not hold comes from the file-system cache underneath: the pages
//   prerendered by the build. The same tag check applies to them.
// - Redis away: entries come from the file-system cache and new renders stay in this instance's
//   memory; nothing waits for a connection (no offline queue) and a request never fails for it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import { shared } from '../runtime.mjs'

/** Days an entry nobody asks for again stays in Redis (a published page is read long before). */
const entryTtlSeconds = 14 * 24 * 60 * 60
const prefix = 'clinic-plus:cache:'
const tagsKey = `${prefix}tags`
const tagsChannel = `${prefix}tags`

/** Buffers and Maps (a page's RSC payload and segments) through JSON. */
function serialize(value) {
  return JSON.stringify(value, function replace(key, plain) {
    const raw = this[key]
    if (Buffer.isBuffer(raw) || raw instanceof Uint8Array) {
      return { $buffer: Buffer.from(raw).toString('base64') }
    }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return plain
  })
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
      if (Array.isArray(value.$map)) return new Map(value.$map)
    }
    return value
  })
}

/** The tags an entry depends on: a page's from its header, a data entry's from the caller. */
function tagsOf(entry, ctx) {
  const value = entry?.value
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.['x-next-cache-tags']
  return typeof header === 'string' && header ? header.split(',') : []
}

/** Whether a tag expired after the entry was made (expiry times in ms since the epoch). */
function isExpired(entry, tags, expiries, now = Date.now()) {
  const made = entry.lastModified ?? 0
  return tags.some((tag) => {
    const expired = expiries.get(tag)
    return expired !== undefined && expired <= now && expired > made
  })
}

/**
 * One connection pair per process, whatever number of handlers Next creates.
 * @typedef {ReturnType<typeof openConnection>} SharedCacheConnection
 */
function connect(url) {
  return shared('sharedCache', () => openConnection(url))
}

function openConnection(url) {
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }
  const client = new Redis(url, options)
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true })
  const state = { client, subscriber, expiries: new Map(), warned: false }
  const warn = (error) => {
    if (state.warned) return
    state.warned = true
    console.warn(`[cache] Redis unavailable, serving from this instance: ${error.message}`)
  }
  state.warn = warn
  const load = async () => {
    try {
      const all = await client.hgetall(tagsKey)
      for (const [tag, at] of Object.entries(all)) state.expiries.set(tag, Number(at))
      state.warned = false
    } catch (error) {
      warn(error)
    }
  }
  // The whole hash on every (re)connection: no change made while away is missed.
  client.on('ready', load)
  client.on('error', warn)
  subscriber.on('error', warn)
  subscriber.on('message', (_channel, message) => {
    const at = message.lastIndexOf('@')
    if (at > 0) state.expiries.set(message.slice(0, at), Number(message.slice(at + 1)))
  })
  subscriber.subscribe(tagsChannel).catch(warn)
  state.ready = new Promise((resolve) => {
    client.once('ready', () => load().then(resolve))
    client.once('end', resolve)
    setTimeout(resolve, 2_000).unref()
  })
  return state
}

/** The build's id, so that entries of different builds (a rolling deploy) never mix. */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/**
 * Adds the Redis layer to a file-system cache handler class (PageCacheHandler, which keeps its
 * two rules: a 404 is never kept, scripts load after the first paint).
 */
export function withSharedCache(Base, url) {
  return class SharedPageCache extends Base {
    constructor(ctx) {
      super(ctx)
      this.shared = connect(url)
      this.entryPrefix = `${prefix}${buildIdOf(ctx.serverDistDir ?? '.next/server')}:`
    }

    async get(key, ctx) {
      await this.shared.ready
      let entry = null
      try {
        const text = await this.shared.client.getBuffer(this.entryPrefix + key)
        if (text) entry = deserialize(text.toString('utf8'))
      } catch (error) {
        this.shared.warn(error)
      }
      // Not in Redis: the build's prerendered copy (or, with Redis away, this instance's).
      entry = entry ? this.prepare(entry) : await super.get(key, ctx)
      if (!entry) return null
      return isExpired(entry, tagsOf(entry, ctx), this.shared.expiries) ? null : entry
    }

    async set(key, data, ctx) {
      if (!data || this.isKeptOut(data)) return
      this.prepare({ value: data })
      const entry = {
        lastModified: Date.now(),
        value: data,
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      }
      try {
        await this.shared.client.set(
          this.entryPrefix + key,
          serialize(entry),
          'EX',
          entryTtlSeconds,
        )
      } catch (error) {
        this.shared.warn(error)
        return super.set(key, data, ctx)
      }
    }

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags
      await super.revalidateTag(list, durations)
      const now = Date.now()
      const expired = durations?.expire !== undefined ? now + durations.expire * 1000 : now
      for (const tag of list) this.shared.expiries.set(tag, expired)
      try {
        const pipeline = this.shared.client.pipeline()
        for (const tag of list) {
          pipeline.hset(tagsKey, tag, String(expired))
          pipeline.publish(tagsChannel, `${tag}@${expired}`)
        }
        await pipeline.exec()
      } catch (error) {
        this.shared.warn(error)
      }
    }
  }
}
