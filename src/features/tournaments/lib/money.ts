const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "$25.00": entry fees and the wallet are in wallet dollars with two decimals, as the spec shows the balance. */
export function formatDollars(amount: number): string {
  return dollars.format(amount)
}

/** "Free" for a fee of nothing, else the amount per team. */
export function feeText(fee: number): string {
  return fee > 0 ? `${formatDollars(fee)} per team` : 'Free entry'
}
