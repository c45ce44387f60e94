import { getFormatTag } from '~/i18n/current-locale'

const names = new Map<string, Intl.DisplayNames>()
/** The currency names in the page's language, one formatter per format tag. */
function namesIn(tag: string): Intl.DisplayNames {
  let found = names.get(tag)
  if (!found) {
    found = new Intl.DisplayNames(tag, { type: 'currency' })
    names.set(tag, found)
  }
  return found
}

/** "Euro (EUR)": how a balance is titled when a member holds more than one. */
export function currencyTitle(currency: string): string {
  const name = namesIn(getFormatTag()).of(currency)
  return name && name !== currency ? `${name} (${currency})` : currency
}
