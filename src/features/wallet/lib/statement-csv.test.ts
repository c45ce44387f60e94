import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { FORMULA_PAYLOADS } from '~/lib/csv-formula-payloads'
import type { Statement } from './statement'
import { statementCsv, statementFileName } from './statement-csv'

const s: Statement = {
  currency: 'EUR',
  range: { from: '2026-10-01', to: '2026-10-31' },
  opening: 95.5,
  closing: 165.4,
  totalCredits: 100,
  totalDebits: 30.1,
  lines: [
    { id: 'a', at: new Date(2026, 9, 3, 9, 5).toISOString(), description: 'Wallet top-up', description_message: null, credit: 100, debit: null, balance: 195.5 },
    { id: 'b', at: new Date(2026, 9, 10, 18).toISOString(), description: 'Court 3 booking, ELSY Madrid, 2026-10-12 18:00 - 19:30', description_message: null, credit: null, debit: 30.1, balance: 165.4 },
  ],
  pending: [
    { id: 'p', member_id: 'm', type: 'credit', kind: 'top_up', amount: 40, currency: 'EUR', description: 'Wallet top-up', description_message: null, status: 'pending', booking_id: null, club_id: null, created_at: new Date(2026, 9, 30, 8).toISOString(), completed_at: null },
  ],
}

describe('statementCsv', () => {
  it('reads back as opening, each line, closing and pending rows with plain amounts', () => {
    const rows = Papa.parse<string[]>(statementCsv(s), { skipEmptyLines: true }).data
    expect(rows[0]).toEqual(['Date', 'Description', 'Status', 'Credit (EUR)', 'Debit (EUR)', 'Balance (EUR)'])
    expect(rows[1]).toEqual(['2026-10-01', 'Opening balance', '', '', '', '95.50'])
    expect(rows[2]).toEqual(['2026-10-03 09:05', 'Wallet top-up', 'Completed', '100.00', '', '195.50'])
    // The comma inside the description stays in one cell.
    expect(rows[3][1]).toBe('Court 3 booking, ELSY Madrid, 2026-10-12 18:00 - 19:30')
    expect(rows[3].slice(3)).toEqual(['', '30.10', '165.40'])
    expect(rows[4]).toEqual(['2026-10-31', 'Closing balance', '', '100.00', '30.10', '165.40'])
    expect(rows[5]).toEqual(['2026-10-30 08:00', 'Wallet top-up (not counted until confirmed)', 'Pending', '40.00', '', ''])
    expect(rows).toHaveLength(6)
  })

  it.each(FORMULA_PAYLOADS)('writes a description %j as text, never as a formula', (payload) => {
    const hostile: Statement = { ...s, lines: [{ ...s.lines[0]!, description: payload }] }
    const rows = Papa.parse<string[]>(statementCsv(hostile), { newline: '\r\n' }).data
    expect(rows[2]![1]).toBe(`'${payload}`)
  })

  it('names the file after the currency and the period', () => {
    expect(statementFileName(s)).toBe('elsy-statement-EUR-2026-10-01-to-2026-10-31.csv')
    expect(statementFileName({ ...s, currency: 'GBP', range: { from: null, to: '2026-11-21' } })).toBe('elsy-statement-GBP-start-to-2026-11-21.csv')
  })
})
