import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createResponseCompression, servedPath } from './compressed-cache.mjs'

const page = '<!doctype html><p>' + 'คลินิก '.repeat(2000) + '</p>'
let version = 'v1'

/** Replies as Next does: a cached page in one end() with its ETag, a built file piped in chunks. */
function reply(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/'
  if (url === '/page') {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('etag', `"${version}"`)
    const body = page.replace('คลินิก', version)
    response.setHeader('content-length', Buffer.byteLength(body))
    response.end(request.method === 'HEAD' ? undefined : body)
    return
  }
  if (url === '/same-size-a.js' || url === '/same-size-b.js') {
    // Two built files of one size written in the same millisecond: the same weak ETag.
    response.setHeader('content-type', 'application/javascript; charset=UTF-8')
    response.setHeader('etag', 'W/"2000-1700000000"')
    response.end((url === '/same-size-a.js' ? 'a' : 'b').repeat(2000))
    return
  }
  if (url === '/file.js') {
    response.setHeader('content-type', 'application/javascript; charset=UTF-8')
    response.setHeader('etag', 'W/"5000-1700000000"')
    response.write('var a = 1;\n'.repeat(300))
    response.write(Buffer.from('var b = 2;\n'.repeat(300)))
    response.end()
    return
  }
  if (servedPath(url) === '/_next/static/chunks/app.js') {
    // A built file, which Next serves under any spelling of its path.
    response.setHeader('content-type', 'application/javascript; charset=UTF-8')
    response.setHeader('etag', 'W/"3300-1700000001"')
    response.end('var app = 1;\n'.repeat(300))
    return
  }
  if (url === '/api') {
    // Rendered per request: no ETag, streamed.
    response.setHeader('content-type', 'application/json')
    response.write(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }))
    response.end()
    return
  }
  response.setHeader('content-type', 'text/plain')
  response.setHeader('etag', '"small"')
  response.end('tiny')
}

const compression = createResponseCompression()
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((request, response) => {
    compression.install(request, response)
    reply(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

const gzip = { 'accept-encoding': 'gzip, deflate, br' }

describe('response compression', () => {
  it('gzips a cached page once per version and sends the stored bytes after that', async () => {
    const before = { ...compression.stats }
    const first = await get('/page', gzip)
    const second = await get('/page', gzip)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(gunzipSync(first.body).toString()).toBe(page.replace('คลินิก', 'v1'))
    expect(second.body.equals(first.body)).toBe(true)
    expect(compression.stats.misses - before.misses).toBe(1)
    expect(compression.stats.hits - before.hits).toBe(1)

    // A new version of the page (a new ETag) is compressed afresh.
    version = 'v2'
    const changed = await get('/page', gzip)
    expect(gunzipSync(changed.body).toString()).toBe(page.replace('คลินิก', 'v2'))
    expect(compression.stats.misses - before.misses).toBe(2)
  })

  it('holds a built file written in chunks and caches it whole', async () => {
    const before = { ...compression.stats }
    const expected = 'var a = 1;\n'.repeat(300) + 'var b = 2;\n'.repeat(300)
    for (let i = 0; i < 3; i++) {
      const file = await get('/file.js', gzip)
      expect(file.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(file.body).toString()).toBe(expected)
    }
    expect(compression.stats.misses - before.misses).toBe(1)
    expect(compression.stats.hits - before.hits).toBe(2)
  })

  it('never gives one file the bytes of another that shares its ETag', async () => {
    for (const name of ['a', 'b', 'a', 'b']) {
      const file = await get(`/same-size-${name}.js`, gzip)
      expect(gunzipSync(file.body).toString()).toBe(name.repeat(2000))
    }
  })

  it('sends the page as it is to a client that does not take gzip, or asks only for the head', async () => {
    const plain = await get('/page', { 'accept-encoding': 'gzip;q=0, identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page.replace('คลินิก', version))
    const head = await get('/page', gzip, 'HEAD')
    expect(head.body.length).toBe(0)
  })

  it('leaves a response without an ETag to the streaming compression, and tiny ones alone', async () => {
    const before = { ...compression.stats }
    const api = await get('/api', gzip)
    expect(api.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(api.body).toString()).items).toHaveLength(200)
    const tiny = await get('/tiny', gzip)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('tiny')
    expect(compression.stats).toEqual(before)
  })

  it('keeps one entry for a file however its path is spelled', async () => {
    const before = { ...compression.stats }
    const entries = compression.entries()
    for (const spelling of [
      '/_next/static/chunks/app.js',
      '/_next/static/%63hunks/app.js',
      '/_next/static/chunks/./app.js',
      '/_next/static//chunks/app.js',
      '/_next/static/x/../chunks/app.js',
      '/_next/static/chunks/app.js?v=1',
      '/_next/static/chunks/%61pp.js?made-up',
    ]) {
      const file = await get(spelling, gzip)
      expect(gunzipSync(file.body).toString()).toBe('var app = 1;\n'.repeat(300))
    }
    expect(compression.stats.misses - before.misses).toBe(1)
    expect(compression.entries() - entries).toBe(1)
  })

  it('keeps at most two versions of one path, dropping the oldest', async () => {
    // The first test left two versions of /page (v1, v2); four more leave two still.
    const entries = compression.entries()
    const before = { ...compression.stats }
    for (const next of ['v3', 'v4', 'v5', 'v6']) {
      version = next
      await get('/page', gzip)
    }
    expect(compression.stats.misses - before.misses).toBe(4)
    expect(compression.entries()).toBe(entries)
    // The newest is served from the cache.
    await get('/page', gzip)
    expect(compression.stats.hits - before.hits).toBe(1)
  })
})

describe('servedPath', () => {
  it.each([
    ['/a/b.js', '/a/b.js'],
    ['/a/%62.js', '/a/b.js'],
    ['/a/./b.js?x=1', '/a/b.js'],
    ['/a//b.js', '/a/b.js'],
    ['/a/c/../b.js', '/a/b.js'],
    ['/../../b.js', '/b.js'],
    ['/a/%zz.js', '/a/%zz.js'],
  ])('resolves %j to %j', (url, path) => {
    expect(servedPath(url)).toBe(path)
  })
})
