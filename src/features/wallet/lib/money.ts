// The wallet is kept in dollars (spec: balances "with 2 decimals and a $ sign"), whatever currency a club
// prices its courts in; amounts are handled as whole cents so sums of many rows never drift.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 12.3 → 1230: the ledger's numeric(10,2) amounts as exact integers. */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** "$70.00", "-$12.50". */
export function formatDollars(amount: number): string {
  return dollars.format(amount)
}

/** "+$40.00" for a credit, "−$24.00" (a true minus sign) for a debit: how the ledger shows each row. */
export function formatSigned(amount: number, type: 'credit' | 'debit'): string {
  return `${type === 'credit' ? '+' : '\u2212'}${dollars.format(Math.abs(amount))}`
}

/** "40.00": a plain two-decimal figure for spreadsheets (CSV), without symbol or grouping. */
export function plainAmount(amount: number): string {
  return amount.toFixed(2)
}
