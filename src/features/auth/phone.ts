import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js'

/** docs/product.md §9: the phone input starts on the United States. */
export const DEFAULT_COUNTRY: CountryCode = 'US'
/** E.164 allows at most 15 digits, country calling code included. */
export const MAX_DIGITS = 15
/** docs/product.md §9: the country search waits this long after the last keystroke. */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250

export interface Country {
  code: CountryCode
  name: string
  callingCode: string
}

export interface PhoneState {
  /** What the input shows, formatted as the user types. */
  display: string
  /** The country in use; typing "+44…" switches it. */
  country: CountryCode
  /** The E.164 form ('+15555550123'), '' when nothing is typed. Possibly not a valid number yet. */
  e164: string
}

/** Every country libphonenumber knows, named in `locale`, sorted by name. */
export function listCountries(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** Matches a search against the name, the ISO code or the calling code ("+44", "44"). */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...countries]
  const digits = q.replace(/^\+/, '')
  return countries.filter(
    (c) =>
      c.name.toLowerCase().includes(q) ||
      c.code.toLowerCase() === q ||
      (/^\d+$/.test(digits) && c.callingCode.startsWith(digits)),
  )
}

/**
 * Turns what the user typed into the display text and the E.164 value. A leading "+" means an
 * international number, whose country is then detected; otherwise the digits are national to `country`.
 * Digits beyond the 15 E.164 allows are dropped. `previous` is the text shown before this keystroke:
 * deleting only a formatting character (")" or a space) would change nothing, so it deletes a digit too.
 */
export function typePhone(input: string, country: CountryCode, previous = ''): PhoneState {
  const international = input.trim().startsWith('+')
  let digits = input.replace(/\D/g, '')
  if (input.length < previous.length && digits === previous.replace(/\D/g, '')) digits = digits.slice(0, -1)
  if (!digits) return { display: international ? '+' : '', country, e164: '' }

  if (international) {
    digits = digits.slice(0, MAX_DIGITS)
    const typer = new AsYouType()
    const display = typer.input(`+${digits}`)
    return { display, country: typer.getCountry() ?? country, e164: `+${digits}` }
  }

  const callingCode = getCountryCallingCode(country)
  digits = digits.slice(0, MAX_DIGITS - callingCode.length)
  const typer = new AsYouType(country)
  const display = typer.input(digits)
  // getNumberValue() drops a national trunk prefix ("0" in the UK); fall back to the raw digits.
  const e164 = typer.getNumberValue() ?? `+${callingCode}${digits}`
  return { display, country, e164 }
}

/** Re-reads a stored E.164 value (e.g. a form reset to a saved number) for display. */
export function fromE164(value: string, fallback: CountryCode = DEFAULT_COUNTRY): PhoneState {
  if (!value) return { display: '', country: fallback, e164: '' }
  const parsed = parsePhoneNumberFromString(value)
  if (!parsed) return typePhone(value, fallback)
  const country = parsed.country ?? fallback
  return { display: parsed.formatNational(), country, e164: parsed.number }
}

/** Whether an E.164 value is a real, dialable number by libphonenumber's metadata. */
export function isValidE164(value: string): boolean {
  return /^\+\d{1,15}$/.test(value) && isValidPhoneNumber(value)
}
