import { getFormatTag, getLocale } from '~/i18n/current-locale'

// Every date and time the app shows is written the reader's way ("23 Nov 2026", "23 nov 2026", "23.11.2026")
// and on the 24-hour clock, like the slots ("18:00 - 19:30"): never "7:18 PM" beside them, whatever the
// device's language. Screens ask here for a date-and-time format instead of building their own.

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The tag dates are written in: one way per language. English reads "Sat 28 Nov 2026" whatever the reader's region
 * (docs/product.md §9), so a US browser does not get "Thu, Nov 26, 2026" on one page and "Sat 28 Nov 2026" on
 * the next; other languages their region's way.
 */
export function dateTag(): string {
  return getLocale() === 'en' ? 'en-GB' : getFormatTag()
}

/**
 * A date/time format in the page's format tag (or `tag`) whose hours (if it shows any) run 00–23. Formats are
 * cached per tag and options: pages build them in render, and a new Intl.DateTimeFormat each time is slow.
 */
export function timeFormat(options: Intl.DateTimeFormatOptions, tag: string = dateTag()): Intl.DateTimeFormat {
  // hour12 would win over hourCycle: it has no say here.
  const { hour12: _ignored, ...rest } = options
  const wanted: Intl.DateTimeFormatOptions = rest.hour === undefined ? rest : { ...rest, hourCycle: 'h23' }
  const key = `${tag}|${JSON.stringify(wanted)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, wanted)
    formats.set(key, format)
  }
  return format
}

/**
 * `at` (a Date, an ISO string or epoch milliseconds) in `options`, hours on the 24-hour clock, without the comma
 * some languages put after the weekday ("Sat 28 Nov 2026", "sáb 28 nov 2026"): every date of the app reads alike.
 */
export function formatDateTime(at: Date | string | number, options: Intl.DateTimeFormatOptions, tag?: string): string {
  return withoutWeekdayComma(timeFormat(options, tag).formatToParts(at instanceof Date ? at : new Date(at)))
}

/** Joins a date's parts, dropping the comma after the weekday ("Sat, 5 Dec" → "Sat 5 Dec"). */
export function withoutWeekdayComma(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, i) => (part.type === 'literal' && parts[i - 1]?.type === 'weekday' && part.value.startsWith(',') ? part.value.slice(1).replace(/^\s*/, ' ') : part.value))
    .join('')
}

/** "19:18": the time of an instant, in `timeZone` (a club's) or the device's zone. */
export function formatClockTime(at: Date | string | number, timeZone?: string): string {
  return formatDateTime(at, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })
}
