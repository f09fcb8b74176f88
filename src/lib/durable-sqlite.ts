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
