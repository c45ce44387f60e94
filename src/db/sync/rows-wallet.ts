import * as v from 'valibot'
import { currency, describeProblem, numeric, readRows, type RowProblem } from './rows-base'

/** `wallet_balances()` answers JSON: one balance per currency the member holds (never added together). */
const WalletBalance = v.object({ currency, balance: numeric })
export type WalletBalance = v.InferOutput<typeof WalletBalance>

/**
 * The balances of `wallet_balances()` (or as cached), one per currency in a stable order, with a problem for
 * each entry refused; null when the answer is not a list.
 */
export function readBalances(value: unknown): { balances: WalletBalance[]; problems: RowProblem[] } | null {
  if (!Array.isArray(value)) return null
  const { rows, problems } = readRows(WalletBalance, value, 'wallet')
  const byCurrency = new Map(rows.map((b) => [b.currency, b]))
  return { balances: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)), problems }
}

/** The balances that could be read (each refused entry is logged); null when not a list. */
export function toBalances(value: unknown): WalletBalance[] | null {
  const read = readBalances(value)
  read?.problems.forEach((p) => console.warn(describeProblem(p)))
  return read?.balances ?? null
}
