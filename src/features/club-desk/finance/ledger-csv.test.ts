import Papa from 'papaparse'
import { afterEach, describe, expect, it } from 'vitest'
import { FORMULA_PAYLOADS } from '~/lib/csv-formula-payloads'
import { loadMessages, switchLocale } from '~/i18n/catalogue'
import type { ClubLedger } from './club-ledger'
import { ledgerDaysCsv, ledgerFileName, ledgerLinesCsv } from './ledger-csv'

const zero = { bookings: 0, walk_ins: 0, tournaments: 0, moves: 0, refunds: 0, other: 0, revenue: 0, top_ups: 0, lines: 0 }

const ledger: ClubLedger = {
  club: { id: 'c1', name: 'ELSY Málaga Centro', currency: 'EUR', time_zone: 'Europe/Madrid', today: '2026-11-24' },
  from: '2026-11-23',
  to: '2026-11-24',
  currency: 'EUR',
  lines: [
    { at: '2026-11-23T22:59:00Z', day: '2026-11-23', source: 'wallet', kind: 'booking', category: 'booking', amount: 34, counted: true, booking_id: 'b1', member_id: 'm1', who: 'Ana, "La Zurda"', description: 'Court 3 booking, ELSY Málaga, 2026-11-25 18:00 - 19:30', description_message: null },
    { at: '2026-11-23T23:05:00Z', day: '2026-11-24', source: 'desk', kind: 'walk_in_refund', category: 'refund', amount: -25, counted: true, booking_id: 'b2', member_id: null, who: 'Guest', description: 'Walk-in refund', description_message: null },
    { at: '2026-11-24T09:00:00Z', day: '2026-11-24', source: 'wallet', kind: 'top_up', category: 'top_up', amount: 50, counted: false, booking_id: null, member_id: 'm1', who: 'Ana', description: 'Wallet top-up', description_message: null },
  ],
  days: [
    { day: '2026-11-23', ...zero, bookings: 34, revenue: 34, lines: 1 },
    { day: '2026-11-24', ...zero, refunds: -25, revenue: -25, top_ups: 50, lines: 2 },
  ],
  totals: { ...zero, bookings: 34, refunds: -25, revenue: 9, top_ups: 50, lines: 3 },
  at_the_club: { taken: 0, taken_count: 0, due: 0, due_count: 0, overdue: 0, overdue_count: 0 },
}

const read = (csv: string) => Papa.parse<string[]>(csv.trim()).data

describe('ledger CSV', () => {
  it("writes one row per line, on the club's clock, with top-ups marked as not revenue", () => {
    const rows = read(ledgerLinesCsv(ledger))
    expect(rows[0]).toEqual(['Date', 'Time', 'Type', 'Member or guest', 'Description', 'Amount (EUR)', 'Counted as revenue'])
    // 22:59 UTC is 23:59 in Madrid; 23:05 UTC is 00:05 the next day there.
    expect(rows[1]).toEqual(['2026-11-23', '23:59', 'Booking', 'Ana, "La Zurda"', 'Court 3 booking, ELSY Málaga, 2026-11-25 18:00 - 19:30', '34.00', 'Yes'])
    expect(rows[2]).toEqual(['2026-11-24', '00:05', 'Refund', 'Guest', 'Walk-in refund', '-25.00', 'Yes'])
    expect(rows[3].slice(2)).toEqual(['Top-up (not revenue)', 'Ana', 'Wallet top-up', '50.00', 'No'])
    expect(rows).toHaveLength(4)
  })

  it('writes one row per day and the totals, without an empty "Other" column', () => {
    const rows = read(ledgerDaysCsv(ledger))
    expect(rows[0]).toEqual([
      'Date', 'Bookings (EUR)', 'Walk-ins (EUR)', 'Tournaments (EUR)', 'Moves (EUR)', 'Refunds (EUR)', 'Revenue (EUR)', 'Top-ups confirmed (EUR)', 'Lines',
    ])
    expect(rows.slice(1)).toEqual([
      ['2026-11-23', '34.00', '0.00', '0.00', '0.00', '0.00', '34.00', '0.00', '1'],
      ['2026-11-24', '0.00', '0.00', '0.00', '0.00', '-25.00', '-25.00', '50.00', '2'],
      ['Total', '34.00', '0.00', '0.00', '0.00', '-25.00', '9.00', '50.00', '3'],
    ])
    const withOther = read(ledgerDaysCsv({ ...ledger, totals: { ...ledger.totals, other: 5 } }))
    expect(withOther[0]).toContain('Other (EUR)')
  })

  it.each(FORMULA_PAYLOADS)('writes a member, guest or description %j as text, never as a formula', (payload) => {
    const line = { ...ledger.lines[1]!, who: payload, description: payload }
    const rows = Papa.parse<string[]>(ledgerLinesCsv({ ...ledger, lines: [line] }), { newline: '\r\n' }).data
    expect(rows[1]!.slice(3, 6)).toEqual([`'${payload}`, `'${payload}`, '-25.00'])
  })

  it('names the files after the club and the period', () => {
    expect(ledgerFileName(ledger, 'lines')).toBe('elsy-ledger-elsy-malaga-centro-2026-11-23-to-2026-11-24-lines.csv')
    expect(ledgerFileName(ledger, 'days')).toBe('elsy-ledger-elsy-malaga-centro-2026-11-23-to-2026-11-24-days.csv')
  })
})

describe('ledger CSV in another language', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it("writes the descriptions the server stored in the reader's language", async () => {
    await switchLocale('es')
    await loadMessages('staff')
    const named = {
      ...ledger,
      lines: ledger.lines.map((line, i) =>
        i === 0
          ? { ...line, description_message: { message_key: 'ledger_booking', message_values: { court: 3, club: 'ELSY Málaga', date: { day: '2026-11-25' }, slot: '18:00 - 19:30' } } }
          : i === 2
            ? { ...line, description_message: { message_key: 'ledger_top_up', message_values: {} } }
            : line,
      ),
    }
    const rows = read(ledgerLinesCsv(named))
    expect(rows[1]![4]).toMatch(/^Reserva de la pista 3, ELSY Málaga, mi[ée]\.?,? 25 nov\.? 2026 18:00 - 19:30$/)
    // A text that names no message stays as stored.
    expect(rows[2]![4]).toBe('Walk-in refund')
    expect(rows[3]![4]).toBe('Recarga de saldo')
  })
})
