// A PostgreSQL database that lives for one script run (benchmarks, the durability test).
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Creates a database named `<prefix>_<random>` on the server of `baseUrl`, runs `work` with its
 * URL, and drops it afterwards (connections included), whether `work` succeeded or not.
 */
export async function withScratchPostgres(baseUrl, prefix, work) {
  const base = new URL(baseUrl)
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const target = new URL(base)
    target.pathname = `/${name}`
    return await work(target.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
