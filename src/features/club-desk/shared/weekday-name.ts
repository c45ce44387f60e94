import { timeFormat } from '~/lib/time-format'

/** ISO weekdays 1 (Monday) to 7. */
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const

/** "Mon" or "Monday" for ISO weekday 1..7, in the reader's language (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, width: 'short' | 'long' = 'long'): string {
  return timeFormat({ weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)))
}
