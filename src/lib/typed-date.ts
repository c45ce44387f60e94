import { format, isValid, parse } from 'date-fns'
import { parseIsoDate, type IsoDate } from './iso-date'
import { getLocale } from '~/i18n/current-locale'

// Apart from club-time.ts: date-fns's parser is most of the weight, and only the date field's typing needs it.

// What a person may type into a date field: the app's own form (with or without the weekday) or ISO.
// eslint-disable-next-line elsy/no-ui-literal -- date-fns patterns, not words
const TYPED_DATE_FORMATS = ['EEE d MMM yyyy', 'EEE, d MMM yyyy', 'd MMM yyyy', 'd MMMM yyyy', 'EEEE d MMMM yyyy']
// Other languages type dates in figures, day first: "24/11/2026", "24.11.2026", "24-11-2026".
const NUMERIC_DATE_FORMATS = ['d/M/yyyy', 'd.M.yyyy', 'd-M-yyyy']

/** "Tue 24 Nov 2026", "24 nov 2026" or "2026-11-24" → "2026-11-24"; null for anything else. */
export function parseBookingDate(text: string): IsoDate | null {
  const typed = text.trim().replace(/\s+/g, ' ')
  if (parseIsoDate(typed)) return typed
  for (const pattern of getLocale() === 'en' ? TYPED_DATE_FORMATS : [...TYPED_DATE_FORMATS, ...NUMERIC_DATE_FORMATS]) {
    const date = parse(typed, pattern, new Date(2000, 0, 1))
    // The day, month and year decide: a mistyped weekday ("Mon 24 Nov 2026") is ignored, not a reason to refuse.
    if (isValid(date) && date.getFullYear() >= 1000) return format(date, 'yyyy-MM-dd')
  }
  return null
}
