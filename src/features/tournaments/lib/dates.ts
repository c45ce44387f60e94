import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { formatBookingDate, parseIsoDate, zoneLabel } from '~/lib/club-time'

// Tournament days are calendar dates (no zone); the registration deadline is an instant shown on the club's
// wall clock, so a player in another country reads the time the club means.

function calendar(date: string): Date | null {
  const parts = parseIsoDate(date)
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null
}

/** "Sat 5 Dec 2026", or "Sat 5 – Sun 6 Dec 2026", "Mon 30 Nov – Tue 1 Dec 2026". */
export function dateRangeText(startsOn: string, endsOn: string): string {
  const start = calendar(startsOn)
  const end = calendar(endsOn)
  if (!start || !end) return `${startsOn} – ${endsOn}`
  if (startsOn === endsOn) return formatBookingDate(startsOn)
  if (start.getFullYear() !== end.getFullYear()) return `${formatBookingDate(startsOn)} – ${formatBookingDate(endsOn)}`
  if (start.getMonth() !== end.getMonth()) return `${format(start, 'EEE d MMM')} – ${format(end, 'EEE d MMM yyyy')}`
  return `${format(start, 'EEE d')} – ${format(end, 'EEE d MMM yyyy')}`
}

/**
 * "Thu 26 Nov, 20:00 Barcelona time": the deadline on the club's clock, named after the club's city (the zone's
 * own name, "Madrid", would puzzle a Barcelona player). Without the club's zone (not synced yet) it falls back
 * to the device's clock and says so.
 */
export function deadlineText(instant: string, timeZone: string | null | undefined, city?: string): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return instant
  if (!timeZone) return `${format(at, 'EEE d MMM, HH:mm')} (your time)`
  return `${format(new TZDate(at.getTime(), timeZone), 'EEE d MMM, HH:mm')} ${city ? `${city} time` : zoneLabel(timeZone)}`
}

/** A match's planned time on the club's clock: "Sat 5 Dec, 10:30". */
export function matchTimeText(instant: string, timeZone: string | null | undefined): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return instant
  return format(timeZone ? new TZDate(at.getTime(), timeZone) : at, 'EEE d MMM, HH:mm')
}
