import { toCsv } from '~/lib/csv'
import { plainAmount } from '~/lib/money'
import type { Statement } from './statement'
import { m } from '~/i18n/member'
import { storedWords } from '~/i18n/server-words'

const stamp = (iso: string) => {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * The statement as CSV for a spreadsheet: one row per ledger line between an opening and a closing row,
 * plain two-decimal amounts of one currency (no sign, so the figures stay numbers), pending top-ups last and marked as
 * not counted. This module pulls in papaparse, so the wallet page imports it only when asked for a file.
 */
export function statementCsv(s: Statement): string {
  // The currency is in the headings, so the amounts stay plain numbers a spreadsheet can add.
  const { currency } = s
  const fields = [
    m.wallet_date(),
    m.wallet_description(),
    m.wallet_status(),
    m.wallet_csv_credit({ currency }),
    m.wallet_csv_debit({ currency }),
    m.wallet_csv_balance({ currency }),
  ]
  const data: string[][] = [
    [s.range.from ?? '', m.wallet_opening_balance(), '', '', '', plainAmount(s.opening)],
    ...s.lines.map((l) => [
      stamp(l.at),
      storedWords(l.description, l.description_message),
      m.wallet_status_completed(),
      l.credit === null ? '' : plainAmount(l.credit),
      l.debit === null ? '' : plainAmount(l.debit),
      plainAmount(l.balance),
    ]),
    [s.range.to, m.wallet_closing_balance(), '', plainAmount(s.totalCredits), plainAmount(s.totalDebits), plainAmount(s.closing)],
    ...s.pending.map((p) => [stamp(p.created_at), m.wallet_csv_pending_line({ description: storedWords(p.description, p.description_message) }), m.wallet_status_pending(), plainAmount(p.amount), '', '']),
  ]
  // Quoting every text field keeps descriptions with commas ("Court 3 booking, ELSY Madrid, …") in one cell.
  return toCsv(fields, data, { quotedColumns: [false, true, false, false, false, false] })
}

/** "elsy-statement-EUR-2026-10-01-to-2026-10-31.csv". */
export function statementFileName(s: Statement): string {
  return `elsy-statement-${s.currency}-${s.range.from ?? 'start'}-to-${s.range.to}.csv`
}
