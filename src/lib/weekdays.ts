import { formatDateTime } from './time-format'

/** The ISO week's days by name, Monday (1) first: the index + 1 is the ISO weekday the database stores. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The week's days in the page's language, Monday first ("Monday", "lunes"…; `short`: "Mon", "lun"…). */
export function weekdayNames(width: 'long' | 'short' = 'long'): string[] {
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => formatDateTime(Date.UTC(2024, 0, 1 + i), { weekday: width, timeZone: 'UTC' }))
}
