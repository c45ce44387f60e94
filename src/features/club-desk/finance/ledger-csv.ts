import { toCsv } from '~/lib/csv'
import { m } from '~/i18n/staff'
import { plainAmount } from '~/lib/money'
import type { ClubLedger } from './club-ledger'
import { categoryLabel, clubTime, dayColumns } from './ledger-labels'
import { storedWords } from '~/i18n/server-words'

// Amounts are plain two-decimal numbers with the currency in the headings, so a spreadsheet can add them;
// top-ups carry "No" under "Counted as revenue" and their own column in the daily file, never in Revenue.

/** One row per ledger line: day and time on the club's clock, what it was, who, and the signed amount. */
export function ledgerLinesCsv(l: ClubLedger): string {
  const fields = [
    m.desk_finance_csv_date(),
    m.desk_finance_csv_time(),
    m.desk_finance_csv_type(),
    m.desk_finance_csv_who(),
    m.desk_finance_description_col(),
    m.desk_finance_csv_amount({ currency: l.currency }),
    m.desk_finance_csv_counted(),
  ]
  const data = l.lines.map((line) => [
    line.day,
    clubTime(line.at, l.club.time_zone),
    categoryLabel(line.category),
    line.who,
    storedWords(line.description, line.description_message),
    plainAmount(line.amount),
    line.counted ? m.desk_finance_csv_yes() : m.desk_finance_csv_no(),
  ])
  return toCsv(fields, data, { quotedColumns: [false, false, false, true, true, false, false] })
}

/** One row per day, then the period's totals. */
export function ledgerDaysCsv(l: ClubLedger): string {
  const columns = dayColumns(l.totals)
  const fields = [m.desk_finance_csv_date(), ...columns.map((c) => m.desk_finance_csv_column({ label: c.label, currency: l.currency })), m.desk_finance_lines()]
  const row = (label: string, f: ClubLedger['totals']) => [label, ...columns.map((c) => plainAmount(f[c.key])), String(f.lines)]
  const data = [...l.days.map((d) => row(d.day, d)), row(m.desk_finance_total(), l.totals)]
  return toCsv(fields, data)
}

/** "elsy-ledger-elsy-madrid-2026-11-01-to-2026-11-30-days.csv". */
export function ledgerFileName(l: ClubLedger, what: 'lines' | 'days'): string {
  const slug = l.club.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `elsy-ledger-${slug || 'club'}-${l.from}-to-${l.to}-${what}.csv`
}
