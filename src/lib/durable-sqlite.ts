import { createClient, type Client } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

/**
 * libsql's local client hands its connection to every transaction and lazily opens a fresh one
 * for the next statement, so connection-level PRAGMAs set once at start-up (busy_timeout,
 * synchronous) silently fall back to SQLite's defaults after the first transaction. Under
 * concurrent writes that turns waits into SQLITE_BUSY errors. This client re-applies the PRAGMAs
 * to every new connection.
 */
export function withConnectionPragmas(client: Client, pragmas: string[]): Client {
  const apply = async () => {
    for (const pragma of pragmas) await client.execute(pragma)
  }
  return new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Client['transaction']>) => {
          const transaction = await target.transaction(...args)
          // The client now has no connection; this opens the next one and configures it.
          await apply()
          return transaction
        }
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

export type DurableSqliteOptions = {
  url: string
  busyTimeoutMs: number
  synchronous: 'FULL' | 'EXTRA'
}

/**
 * Wraps Payload's SQLite adapter with our own client: WAL journal (kept in the file), plus
 * busy_timeout and synchronous on every connection. Payload skips its own PRAGMA set-up when a
 * client is already present, so all of it is done here.
 */
export function durableSqlite(
  base: DatabaseAdapterObj<SQLiteAdapter>,
  { url, busyTimeoutMs, synchronous }: DurableSqliteOptions,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const connect = adapter.connect
      serializeTransactions(adapter)
      adapter.connect = async function (this: SQLiteAdapter, options) {
        if (!this.client) {
          const perConnection = [
            `PRAGMA busy_timeout = ${busyTimeoutMs};`,
            `PRAGMA synchronous = ${synchronous};`,
          ]
          const client = withConnectionPragmas(createClient({ url }), perConnection)
          for (const pragma of perConnection) await client.execute(pragma)
          await client.execute('PRAGMA journal_mode = WAL;')
          await client.execute(`PRAGMA journal_size_limit = ${64 * 1024 * 1024};`)
          this.client = client
        }
        return connect?.call(this, options)
      }
      return adapter
    },
  }
}

/**
 * SQLite has one writer at a time. Letting this process's transactions race for it makes libsql
 * fail some of them (SQLITE_BUSY_SNAPSHOT, which no busy timeout retries), so they take turns here;
 * other processes are still handled by busy_timeout. A turn not granted within the wait limit goes
 * ahead anyway, so an unexpected nested transaction can slow things down but never deadlock.
 */
function serializeTransactions(adapter: SQLiteAdapter, waitLimitMs = 10_000): void {
  const begin = adapter.beginTransaction
  const commit = adapter.commitTransaction
  const rollback = adapter.rollbackTransaction
  const releases = new Map<number | string, () => void>()
  let tail: Promise<void> = Promise.resolve()

  const acquire = async (): Promise<() => void> => {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const previous = tail
    tail = previous.then(() => turn)
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      previous,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitLimitMs))),
    ])
    clearTimeout(timer)
    return release
  }

  const finish = (id: number | string | Promise<number | string>) => {
    void Promise.resolve(id).then((key) => {
      releases.get(key)?.()
      releases.delete(key)
    })
  }

  adapter.beginTransaction = async function (this: SQLiteAdapter, options) {
    const release = await acquire()
    try {
      const id = await begin.call(this, options)
      if (id === null) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  adapter.commitTransaction = async function (this: SQLiteAdapter, id) {
    try {
      await commit.call(this, id)
    } finally {
      finish(id)
    }
  }
  adapter.rollbackTransaction = async function (this: SQLiteAdapter, id) {
    try {
      await rollback.call(this, id)
    } finally {
      finish(id)
    }
  }
}
