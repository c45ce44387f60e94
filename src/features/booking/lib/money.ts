const formatters = new Map<string, Intl.NumberFormat>()

/** "€24.00", "£20.00", "$70.00": two decimals (spec §9) in the club's currency. */
export function formatMoney(amount: number, currency: string): string {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(currency, formatter)
  }
  return formatter.format(amount)
}
