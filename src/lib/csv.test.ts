import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'
import { FORMULA_PAYLOADS } from './csv-formula-payloads'

const cells = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n' }).data

describe('toCsv', () => {
  it.each(FORMULA_PAYLOADS)('writes %j as text a spreadsheet will not run', (payload) => {
    const [header, row] = cells(toCsv(['Name', 'Amount'], [[payload, '-25.00']]))
    expect(header).toEqual(['Name', 'Amount'])
    expect(row![0]).toBe(`'${payload}`)
  })

  it('keeps plain numbers, negative ones included, as numbers', () => {
    const [, row] = cells(toCsv(['a', 'b', 'c', 'd', 'e'], [['-25.00', '+3', 12, -4.5, '2026-11-24']]))
    expect(row).toEqual(['-25.00', '+3', '12', '-4.5', '2026-11-24'])
  })

  it('leaves ordinary text alone, commas and quotes kept in one cell', () => {
    const [, row] = cells(toCsv(['Who'], [['Ana, "La Zurda"']]))
    expect(row).toEqual(['Ana, "La Zurda"'])
  })

  it('neutralises rows written without a header too', () => {
    expect(cells(toCsv(null, [['=1+1', 'ok']]))[0]).toEqual(["'=1+1", 'ok'])
  })

  it('quotes the columns asked for', () => {
    expect(toCsv(null, [['a', 'b']], { quotedColumns: [false, true] })).toBe('a,"b"')
  })
})
