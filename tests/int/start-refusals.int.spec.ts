// `npm start` with a setting the operator must change stops before serving, with the variable
// and the rule in Thai and English on its own, no stack trace, and nothing created.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { sqliteRows } from '../../scripts/lib/build.mjs'
import { configurationExit } from '../../scripts/lib/exit-codes.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(path.join(os.tmpdir(), 'start-refusals-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Run = { code: number; output: string }

/** `npm start`'s command on a database of its own, with the first admin's variables. */
function start(name: string, adminPassword: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
        MEDIA_DIR: path.join(dir, 'media'),
        PRIVATE_FILES_DIR: path.join(dir, 'private'),
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? -1, output })
    })
  })
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m)

describe('npm start with an ADMIN_PASSWORD the rules refuse', { timeout: 180_000 }, () => {
  it('a common password: stops naming the variable and the rule, and creates no admin', async () => {
    const run = await start('common', 'password1234')
    expect(run.code).toBe(configurationExit)
    const lines = run.output.trim().split('\n')
    expect(lines).toEqual([
      '[clinic-plus] ADMIN_PASSWORD: รหัสผ่านนี้ใช้กันทั่วไปและถูกเดาได้ง่าย กรุณาตั้งรหัสผ่านอื่น / ' +
        'ADMIN_PASSWORD is one of the most common passwords, easy to guess; choose another and ' +
        'start again (no admin was created).',
    ])
    expect(await sqliteRows(path.join(dir, 'common.db'), 'select email from users')).toEqual([])
  })

  it('a short one: stops at the environment check, before the database', async () => {
    const run = await start('short', 'short')
    expect(run.code).toBe(configurationExit)
    expect(run.output).toContain(
      'ADMIN_PASSWORD: รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร / ADMIN_PASSWORD must be at least 12 characters.',
    )
    noStackTrace(run.output)
    expect(run.output).not.toContain('preparing the database failed')
  })
})
