import { th as importExportThai } from '@payloadcms/plugin-import-export/translations/languages/th'
import { en } from '@payloadcms/translations/languages/en'
import { th } from '@payloadcms/translations/languages/th'
import { describe, expect, it } from 'vitest'

import { latinWords } from '../../../tests/helpers/latin-words'
import { adminThaiTranslations } from './translations'

type Table = Record<string, Record<string, string>>

/** Payload's Thai, the import-export plugin's, and ours over both: what a member reads. */
const merged: Table = {}
for (const table of [
  th.translations as unknown as Table,
  importExportThai.translations as unknown as Table,
  adminThaiTranslations as unknown as Table,
]) {
  for (const [group, entries] of Object.entries(table))
    merged[group] = { ...merged[group], ...entries }
}

describe("the admin's Thai", () => {
  it('leaves no English word', () => {
    const english = Object.entries(merged).flatMap(([group, entries]) =>
      Object.entries(entries)
        .filter(([, text]) => latinWords(text).length > 0)
        .map(([key, text]) => `${group}.${key}: ${text}`),
    )
    expect(english).toEqual([])
  })

  it('says what the English says, not a stray translator’s note many times its length', () => {
    const english = en.translations as unknown as Table
    const runaway = Object.entries(merged).flatMap(([group, entries]) =>
      Object.entries(entries)
        .filter(([key, text]) => {
          const source = english[group]?.[key]
          return source !== undefined && text.length > source.length * 3 + 40
        })
        .map(([key]) => `${group}.${key}`),
    )
    expect(runaway).toEqual([])
  })

  it('overrides only what Payload and the plugin have', () => {
    const known = {
      ...(th.translations as unknown as Table),
      ...(importExportThai.translations as unknown as Table),
    }
    const unknown = Object.entries(adminThaiTranslations as unknown as Table).flatMap(
      ([group, entries]) =>
        Object.keys(entries)
          .filter((key) => known[group]?.[key] === undefined)
          .map((key) => `${group}.${key}`),
    )
    expect(unknown).toEqual([])
  })
})
