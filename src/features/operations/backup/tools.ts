import { spawn } from 'node:child_process'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Removes what a backup or restore that died left of its decrypted working copies in `dir`
 * (folders named `<prefix>…` older than three hours: none still in use is that old).
 */
export async function removeStaleWorkFolders(dir: string, prefix: string, now = Date.now()) {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue
    const folder = path.join(dir, name)
    const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: now }))
    if (now - mtimeMs > 3 * 3_600_000) await rm(folder, { recursive: true, force: true })
  }
}

/**
 * A PostgreSQL URL for a client tool's command line, and the password taken out of it for the
 * tool's environment (PGPASSWORD): a command line is visible to every user of the machine (`ps`).
 */
export function connectionArgs(databaseUrl: string): {
  url: string
  env: Record<string, string>
} {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/**
 * Runs one of PostgreSQL's client tools (pg_dump, pg_restore) on `databaseUrl` (given to it by
 * `--dbname`, its password through the environment) and rejects with what it printed on failure,
 * or with a plain message when it is not installed.
 */
export function runPostgresTool(
  command: string,
  databaseUrl: string,
  args: string[],
  what: string,
): Promise<void> {
  const connection = connectionArgs(databaseUrl)
  return new Promise((resolve, reject) => {
    const child = spawn(command, [`--dbname=${connection.url}`, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...connection.env },
    })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed: ${what} needs PostgreSQL's client tools.`)
          : error,
      ),
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    )
  })
}
