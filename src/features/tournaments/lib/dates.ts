import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

// Tournament days are calendar dates (no zone); the registration deadline is an instant shown on the club's
// wall clock, so a player in another country reads the time the club means.

function calendar(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** "Sat 5 Dec 2026", or "Sat 5 – Sun 6 Dec 2026", "Mon 30 Nov – Tue 1 Dec 2026". */
export function dateRangeText(startsOn: string, endsOn: string): string {
  const start = calendar(startsOn)
  const end = calendar(endsOn)
  if (!start || !end) return `${startsOn} – ${endsOn}`
  if (startsOn === endsOn) return format(start, 'EEE d MMM yyyy')
  if (start.getFullYear() !== end.getFullYear()) return `${format(start, 'EEE d MMM yyyy')} – ${format(end, 'EEE d MMM yyyy')}`
  if (start.getMonth() !== end.getMonth()) return `${format(start, 'EEE d MMM')} – ${format(end, 'EEE d MMM yyyy')}`
  return `${format(start, 'EEE d')} – ${format(end, 'EEE d MMM yyyy')}`
}

/** "Madrid time" for "Europe/Madrid". */
export function zoneName(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`
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
  return `${format(new TZDate(at.getTime(), timeZone), 'EEE d MMM, HH:mm')} ${city ? `${city} time` : zoneName(timeZone)}`
}

/** A match's planned time on the club's clock: "Sat 5 Dec, 10:30". */
export function matchTimeText(instant: string, timeZone: string | null | undefined): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return instant
  return format(timeZone ? new TZDate(at.getTime(), timeZone) : at, 'EEE d MMM, HH:mm')
}
