import { countedCents, effectiveAt, type LedgerEntry } from './ledger'
import { fromCents, toCents } from '~/lib/money'
import type { SaidText } from '~/db/types'
import { isInRange, localIsoDate, parseLocalDate, type DateRange } from './period'

export interface StatementLine {
  id: string
  /** When the row counted (ISO instant). */
  at: string
  description: string
  description_message: SaidText | null
  credit: number | null
  debit: number | null
  /** The running balance after this row. */
  balance: number
}

export interface Statement {
  /** Every amount of a statement is in this one currency. */
  currency: string
  range: DateRange
  /** Balance at the start of the first day (0 for "all time"). */
  opening: number
  closing: number
  totalCredits: number
  totalDebits: number
  lines: StatementLine[]
  /** Top-ups asked for in the period and not confirmed: listed, never counted. */
  pending: LedgerEntry[]
}

const byTime = (a: LedgerEntry, b: LedgerEntry) => effectiveAt(a).localeCompare(effectiveAt(b)) || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)

/**
 * A statement for a period, worked out from the synced ledger: completed rows count on the day they
 * counted (a top-up on the day staff confirmed it), so opening + credits − debits = closing, and a period
 * ending today closes on the current balance. Rows not yet on the server are left out: a statement only
 * says what the club's books say. One currency per statement: each balance has its own.
 */
export function buildStatement(entries: readonly LedgerEntry[], currency: string, range: DateRange): Statement {
  const synced = entries.filter((e) => e.currency === currency && (e.syncState === undefined || e.syncState === 'synced'))
  const first = range.from ? parseLocalDate(range.from) : null
  let opening = 0
  const inPeriod: LedgerEntry[] = []
  for (const e of synced) {
    if (e.status !== 'completed') continue
    const at = effectiveAt(e)
    if (first && new Date(at) < first) opening += countedCents(e)
    else if (localIsoDate(new Date(at)) <= range.to) inPeriod.push(e)
  }
  inPeriod.sort(byTime)

  let running = opening
  let credits = 0
  let debits = 0
  const lines = inPeriod.map((e): StatementLine => {
    const cents = countedCents(e)
    running += cents
    if (cents >= 0) credits += cents
    else debits -= cents
    return {
      id: e.id,
      at: effectiveAt(e),
      description: e.description,
      description_message: e.description_message,
      credit: e.type === 'credit' ? e.amount : null,
      debit: e.type === 'debit' ? e.amount : null,
      balance: fromCents(running),
    }
  })

  return {
    currency,
    range,
    opening: fromCents(opening),
    closing: fromCents(running),
    totalCredits: fromCents(credits),
    totalDebits: fromCents(debits),
    lines,
    pending: synced.filter((e) => e.status === 'pending' && isInRange(e.created_at, range)).sort(byTime),
  }
}

/** Sanity rule the tests hold every statement to (also handy when reading one by eye). */
export function isBalanced(s: Statement): boolean {
  return toCents(s.opening) + toCents(s.totalCredits) - toCents(s.totalDebits) === toCents(s.closing)
}
