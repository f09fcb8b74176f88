import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { environmentVariables } from '@/kernel/env'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('the environment variables are documented', () => {
  it('each in the table of docs/configuration.md', () => {
    const page = read('docs/configuration.md')
    const table = page.slice(page.indexOf('## Environment variables'))
    const missing = environmentVariables.filter(
      (name) => name !== 'NODE_ENV' && !table.includes(`\`${name}\``),
    )
    expect(missing).toEqual([])
  })

  it('each in .env.example', () => {
    const example = read('.env.example')
    const missing = environmentVariables.filter(
      (name) => name !== 'NODE_ENV' && !new RegExp(`^#? ?${name}=`, 'm').test(example),
    )
    expect(missing).toEqual([])
  })
})
