import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { neutraliseCsvCell, neutraliseCsvExport } from './csv-safety'

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","คลิก")', `'=HYPERLINK("http://evil.example","คลิก")`],
    ['+66812345678', `'+66812345678`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('turns %j into text a spreadsheet will not run', (cell, safe) => {
    expect(neutraliseCsvCell(cell)).toBe(safe)
  })

  it.each(['สมชาย ใจดี', '081-234-5678', 'a=b', '', 'name@clinic.co.th'])(
    'leaves %j as it is',
    (cell) => {
      expect(neutraliseCsvCell(cell)).toBe(cell)
    },
  )

  it('leaves numbers, booleans and empty cells alone', () => {
    expect([-1, true, null, undefined].map(neutraliseCsvCell)).toEqual([-1, true, null, undefined])
  })
})

describe('neutraliseCsvExport', () => {
  const args = (format: 'csv' | 'json') => ({
    batchNumber: 1,
    totalBatches: 1,
    format,
    originalData: [],
    req: {} as PayloadRequest,
    data: [{ fullname: '=cmd|"/c calc"!A1', phone: '0812345678' }],
  })

  it('neutralises every cell of a CSV batch', async () => {
    expect(await neutraliseCsvExport(args('csv'))).toEqual([
      { fullname: `'=cmd|"/c calc"!A1`, phone: '0812345678' },
    ])
  })

  it('leaves JSON exports as they are', async () => {
    expect(await neutraliseCsvExport(args('json'))).toEqual(args('json').data)
  })
})
