import { clubInstantOrNull } from '~/lib/club-time'

// The outbox's previews and the server rows without instants work out a slot's start and end with the same
// club wall clock and peak rule as the screens.
export { isPeak } from '~/lib/peak-hours'

/** The instant (ISO) a club-local date + time happens in `timeZone`; null for an unknown zone or malformed input. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  return clubInstantOrNull(date, time, timeZone)?.toISOString() ?? null
}
