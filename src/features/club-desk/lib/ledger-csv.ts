import Papa from 'papaparse'
import { plainAmount } from '~/lib/money'
import type { ClubLedger } from '../api/club-ledger'
import { CATEGORY_LABEL, clubTime, dayColumns } from './ledger-labels'

// Amounts are plain two-decimal numbers with the currency in the headings, so a spreadsheet can add them;
// top-ups carry "No" under "Counted as revenue" and their own column in the daily file, never in Revenue.

/** One row per ledger line: day and time on the club's clock, what it was, who, and the signed amount. */
export function ledgerLinesCsv(l: ClubLedger): string {
  const fields = ['Date', 'Time', 'Type', 'Member or guest', 'Description', `Amount (${l.currency})`, 'Counted as revenue']
  const data = l.lines.map((line) => [
    line.day,
    clubTime(line.at, l.club.time_zone),
    CATEGORY_LABEL[line.category],
    line.who,
    line.description,
    plainAmount(line.amount),
    line.counted ? 'Yes' : 'No',
  ])
  return Papa.unparse({ fields, data }, { quotes: [false, false, false, true, true, false, false], newline: '\r\n' })
}

/** One row per day, then the period's totals. */
export function ledgerDaysCsv(l: ClubLedger): string {
  const columns = dayColumns(l.totals)
  const fields = ['Date', ...columns.map((c) => `${c.label} (${l.currency})`), 'Lines']
  const row = (label: string, f: ClubLedger['totals']) => [label, ...columns.map((c) => plainAmount(f[c.key])), String(f.lines)]
  const data = [...l.days.map((d) => row(d.day, d)), row('Total', l.totals)]
  return Papa.unparse({ fields, data }, { newline: '\r\n' })
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
