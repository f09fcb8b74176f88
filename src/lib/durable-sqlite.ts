import {
  createClient,
  type Client,
  type InArgs,
  type InStatement,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

/**
 * libsql's local client hands its connection to every transaction and opens a fresh one for the
 * next statement. A fresh connection costs an open, a read of the whole schema on its first
 * statement and the PRAGMAs again, which made every write several times slower than it needs to
 * be. This client keeps one long-lived writer connection for transactions (our transactions take
 * turns anyway, see serializeTransactions), and the main connection for everything else. Only if a
 * second transaction arrives while the writer is taken (a turn that timed out) does it fall back
 * to libsql's own hand-over, with the PRAGMAs re-applied to the connection that replaces it, since
 * connection-level PRAGMAs (busy_timeout, synchronous) would otherwise silently fall back to
 * SQLite's defaults.
 */
export function withTransactionConnection(
  client: Client,
  writer: Client,
  pragmas: string[],
): Client {
  const apply = async () => {
    for (const pragma of pragmas) await client.execute(pragma)
  }
  let writerTaken = false

  const begin = async (mode?: TransactionMode): Promise<Transaction> => {
    const statement =
      mode === undefined || mode === 'write'
        ? 'BEGIN IMMEDIATE'
        : mode === 'deferred'
          ? 'BEGIN DEFERRED'
          : null
    if (writerTaken || !statement) {
      const transaction = await client.transaction(mode)
      // The client now has no connection; this opens the next one and configures it.
      await apply()
      return transaction
    }
    writerTaken = true
    try {
      await writer.execute(statement)
    } catch (error) {
      writerTaken = false
      throw error
    }
    return writerTransaction(writer, () => {
      writerTaken = false
    })
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') return begin
      if (property === 'close') {
        return () => {
          writer.close()
          target.close()
        }
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** A transaction on the long-lived writer connection; `release` runs once when it ends. */
function writerTransaction(writer: Client, release: () => void): Transaction {
  let open = true
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    if (!open) throw new Error('The transaction is closed')
    open = false
    try {
      await writer.execute(statement)
    } catch (error) {
      // A failed COMMIT leaves the transaction open; never hand the writer on in that state.
      if (statement === 'COMMIT') await rollbackQuietly(writer)
      throw error
    } finally {
      release()
    }
  }
  const checkOpen = () => {
    if (!open) throw new Error('The transaction is closed')
  }
  const transaction: Transaction = {
    async execute(statement: InStatement | string, args?: InArgs) {
      checkOpen()
      return writer.execute(
        typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement,
      )
    },
    async batch(statements) {
      checkOpen()
      const results = []
      for (const statement of statements) results.push(await writer.execute(statement))
      return results
    },
    async executeMultiple(sql) {
      checkOpen()
      return writer.executeMultiple(sql)
    },
    commit: () => end('COMMIT'),
    rollback: async () => {
      if (open) await end('ROLLBACK').catch(() => undefined)
    },
    close() {
      if (!open) return
      open = false
      void rollbackQuietly(writer).finally(release)
    },
    get closed() {
      return !open
    },
  } as Transaction
  return transaction
}

async function rollbackQuietly(writer: Client): Promise<void> {
  // SQLite may already have rolled back (and says so); either way nothing is left open.
  await writer.execute('ROLLBACK').catch(() => undefined)
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
          const main = createClient({ url })
          const writer = createClient({ url })
          for (const pragma of perConnection) {
            await main.execute(pragma)
            await writer.execute(pragma)
          }
          const client = withTransactionConnection(main, writer, perConnection)
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
