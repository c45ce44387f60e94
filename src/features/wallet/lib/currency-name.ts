const names = new Intl.DisplayNames('en', { type: 'currency' })

/** "Euro (EUR)": how a balance is titled when a member holds more than one. */
export function currencyTitle(currency: string): string {
  const name = names.of(currency)
  return name && name !== currency ? `${name} (${currency})` : currency
}
