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

import { currentWriteScope, yieldIfBackground } from './write-scope'

/** A turn at the writer connection; `exclusive` is false when the wait limit ran out. */
type Turn = { release: () => void; exclusive: boolean }

/**
 * Turns taken in arrival order. A turn not granted within the wait limit goes ahead anyway
 * (without the writer), so an unexpected nested write can slow things down but never deadlock.
 */
function turnQueue(waitLimitMs: number) {
  let tail: Promise<void> = Promise.resolve()
  return async function acquire(): Promise<Turn> {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const previous = tail
    tail = previous.then(() => turn)
    let timer: NodeJS.Timeout | undefined
    const exclusive = await Promise.race([
      previous.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitLimitMs))),
    ])
    clearTimeout(timer)
    let released = false
    return {
      exclusive,
      release: () => {
        if (released) return
        released = true
        release()
      },
    }
  }
}

/** Statements that write (or may write); PRAGMAs are per connection and stay where they are sent. */
const writeStatement = /^\s*(insert|update|delete|replace|create|drop|alter|with|vacuum|reindex)\b/i
const sqlOf = (statement: InStatement) =>
  typeof statement === 'string' ? statement : statement.sql

/**
 * SQLite has one writer at a time, and libsql's local client makes that costly to get wrong:
 * - it hands its connection to every transaction and opens a fresh one for the next statement (an
 *   open, a read of the whole schema and the PRAGMAs again, several milliseconds per write);
 * - two of our own connections writing at once either fail (SQLITE_BUSY_SNAPSHOT, which no busy
 *   timeout retries) or wait in SQLite's busy handler, which sleeps on the event loop's thread, so
 *   the connection holding the lock can never finish: a stall until the timeout, then an error.
 *
 * So every write of this process (transactions, and single statements outside one, such as
 * Payload's job runner's) takes its turn on one long-lived writer connection, and reads use the
 * main connection (WAL lets them run beside the writer). Other processes are handled by
 * busy_timeout. Only when a turn times out does a transaction fall back to libsql's own
 * hand-over, with the PRAGMAs re-applied to the connection that replaces it, since
 * connection-level PRAGMAs (busy_timeout, synchronous) would otherwise silently fall back to
 * SQLite's defaults.
 */
function withWriterConnection(
  client: Client,
  writer: Client,
  pragmas: string[],
  { waitLimitMs = 10_000 }: { waitLimitMs?: number } = {},
): Client {
  const acquire = turnQueue(waitLimitMs)
  const apply = async () => {
    for (const pragma of pragmas) await client.execute(pragma)
  }

  let savepoints = 0
  const begin = async (mode?: TransactionMode): Promise<Transaction> => {
    const statement =
      mode === undefined || mode === 'write'
        ? 'BEGIN IMMEDIATE'
        : mode === 'deferred'
          ? 'BEGIN DEFERRED'
          : null
    const scope = currentWriteScope()
    if (statement && scope?.holding) {
      // A second transaction of a unit of work that holds the writer: a savepoint inside its own.
      savepoints += 1
      const name = `nested_${savepoints}`
      await writer.execute(`SAVEPOINT ${name}`)
      return savepointTransaction(writer, name)
    }
    const turn = await acquire()
    if (!turn.exclusive || !statement) {
      turn.release()
      const transaction = await client.transaction(mode)
      // The client now has no connection; this opens the next one and configures it.
      await apply()
      return transaction
    }
    try {
      await writer.execute(statement)
    } catch (error) {
      turn.release()
      throw error
    }
    const transaction = writerTransaction(writer, () => {
      if (scope?.holding === transaction) scope.holding = null
      turn.release()
    })
    if (scope) scope.holding = transaction
    return transaction
  }

  /**
   * A write outside a transaction: on the writer, in turn; in a unit of work that holds the
   * writer, inside its transaction (waiting for a turn would wait for itself).
   */
  const inTurn = async <T>(work: (connection: Client) => Promise<T>): Promise<T> => {
    if (currentWriteScope()?.holding) return work(writer)
    const turn = await acquire()
    try {
      return await work(turn.exclusive ? writer : client)
    } finally {
      turn.release()
    }
  }

  const execute = async (statement: InStatement | string, args?: InArgs) => {
    await yieldIfBackground()
    const stmt = typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement
    // A unit of work that holds the writer reads there too, so that it sees its own writes.
    if (currentWriteScope()?.holding) return writer.execute(stmt)
    return writeStatement.test(sqlOf(stmt))
      ? inTurn((connection) => connection.execute(stmt))
      : client.execute(stmt)
  }

  const overrides: Partial<Record<keyof Client, unknown>> = {
    transaction: begin,
    execute,
    batch: (statements: InStatement[], mode?: TransactionMode) =>
      inTurn((connection) => connection.batch(statements, mode)),
    migrate: (statements: InStatement[]) => inTurn((connection) => connection.migrate(statements)),
    executeMultiple: (sql: string) => inTurn((connection) => connection.executeMultiple(sql)),
    close: () => {
      writer.close()
      client.close()
    },
  }

  return new Proxy(client, {
    get(target, property) {
      if (property in overrides) return overrides[property as keyof Client]
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The statements of a transaction on the writer connection, refused once it is closed. */
function statementsOn(writer: Client, checkOpen: () => void) {
  return {
    async execute(statement: InStatement | string, args?: InArgs) {
      checkOpen()
      await yieldIfBackground()
      return writer.execute(
        typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement,
      )
    },
    async batch(statements: InStatement[]) {
      checkOpen()
      const results = []
      for (const statement of statements) {
        await yieldIfBackground()
        results.push(await writer.execute(statement))
      }
      return results
    },
    async executeMultiple(sql: string) {
      checkOpen()
      return writer.executeMultiple(sql)
    },
  }
}

/** A transaction on the long-lived writer connection; `release` runs once when it ends. */
function writerTransaction(writer: Client, release: () => void): Transaction {
  let open = true
  const checkOpen = () => {
    if (!open) throw new Error('The transaction is closed')
  }
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    checkOpen()
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
  const transaction: Transaction = {
    ...statementsOn(writer, checkOpen),
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

/**
 * A transaction nested in the writer's open one, as a savepoint: its commit merges its writes
 * into the outer transaction, its rollback undoes only them.
 */
function savepointTransaction(writer: Client, name: string): Transaction {
  let open = true
  const checkOpen = () => {
    if (!open) throw new Error('The transaction is closed')
  }
  const undo = async () => {
    await writer.execute(`ROLLBACK TO ${name}`).catch(() => undefined)
    await writer.execute(`RELEASE ${name}`).catch(() => undefined)
  }
  const transaction: Transaction = {
    ...statementsOn(writer, checkOpen),
    async commit() {
      checkOpen()
      open = false
      await writer.execute(`RELEASE ${name}`)
    },
    async rollback() {
      if (!open) return
      open = false
      await undo()
    },
    close() {
      if (!open) return
      open = false
      void undo()
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

/**
 * Payload's SQLite adapter with one writer connection (above). The adapter's own options say what
 * every connection gets (`busyTimeout`, `wal` with its `synchronous` and journal size), and its
 * `connect` applies them only when it creates the client; it keeps a client it finds, so this
 * creates both connections first and applies those same options to each.
 *
 * Checked against @payloadcms/db-sqlite 3.90.2 and @libsql/client 0.14.0: tests/int/database
 * fails if the adapter stops using a client it finds or libsql stops handing a transaction its
 * connection.
 */
export function durableSqlite(
  base: DatabaseAdapterObj<SQLiteAdapter>,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const connect = adapter.connect
      adapter.connect = async function (this: SQLiteAdapter, options) {
        if (!this.client) {
          const { busyTimeout, wal, clientConfig } = this
          const perConnection = [
            `PRAGMA busy_timeout = ${busyTimeout};`,
            ...(wal ? [`PRAGMA synchronous = ${wal.synchronous};`] : []),
          ]
          const main = createClient(clientConfig)
          const writer = createClient(clientConfig)
          for (const pragma of perConnection) {
            await main.execute(pragma)
            await writer.execute(pragma)
          }
          if (wal) {
            await writer.execute('PRAGMA journal_mode = WAL;')
            await writer.execute(`PRAGMA journal_size_limit = ${wal.journalSizeLimit};`)
          }
          this.client = withWriterConnection(main, writer, perConnection)
        }
        return connect?.call(this, options)
      }
      return adapter
    },
  }
}
