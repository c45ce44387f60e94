import { m } from '~/i18n/member'
import { parseIsoDate } from '~/lib/club-time'
import { formatDateTime, timeFormat, withoutWeekdayComma } from '~/lib/time-format'

// Tournament days are calendar dates (no zone); the registration deadline is an instant shown on the club's
// wall clock, so a player in another country reads the time the club means.

function calendar(date: string): Date | null {
  const parts = parseIsoDate(date)
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null
}

const DAY_MONTH = { weekday: 'short', day: 'numeric', month: 'short' } as const
const FULL = { ...DAY_MONTH, year: 'numeric' } as const

/**
 * "Sat 5 Dec 2026", or two days as the reader's language writes a range ("Fri 11 Dec – Sat 12 Dec 2026",
 * "Fr. 11. – Sa. 12. Dez. 2026"): the language puts the shared month and year where they belong, never
 * "11 Fri – Sat Dec 12, 2026".
 */
export function dateRangeText(startsOn: string, endsOn: string): string {
  const start = calendar(startsOn)
  const end = calendar(endsOn)
  if (!start || !end) return `${startsOn} – ${endsOn}`
  if (startsOn === endsOn) return formatDateTime(start, FULL)
  // ICU sets the dash between thin spaces; the app's other ranges ("18:00 - 19:30", "Mon 30 Nov – …") use plain ones.
  return withoutWeekdayComma(timeFormat(FULL).formatRangeToParts(start, end)).replace(/[\u2009\u202f]/g, ' ')
}

/** The city a time zone is named after: "New York" for America/New_York. */
const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')

/**
 * "Thu 26 Nov, 20:00 Barcelona time": the deadline on the club's clock, named after the club's city (the zone's
 * own name, "Madrid", would puzzle a Barcelona player). Without the club's zone (not synced yet) it falls back
 * to the device's clock and says so.
 */
export function deadlineText(instant: string, timeZone: string | null | undefined, city?: string): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return instant
  const when = formatDateTime(at, { ...DAY_MONTH, hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })
  if (!timeZone) return m.tournaments_deadline_your_time({ when })
  return m.tournaments_deadline_city_time({ when, city: city ?? zoneCity(timeZone) })
}

/** A match's planned time on the club's clock: "Sat 5 Dec, 10:30". */
export function matchTimeText(instant: string, timeZone: string | null | undefined): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return instant
  return formatDateTime(at, { ...DAY_MONTH, hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })
}
