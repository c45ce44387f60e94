import { formatDateTime } from './time-format'

/**
 * When this device's copy was last brought up to date, as the offline notes say it: "Tue 24 Nov, 09:30". The
 * weekday and the time, no year: a copy is days old at most, and the reader is looking for "how stale".
 */
export function formatLastUpdated(at: Date | string | number): string {
  return formatDateTime(at, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}

/** The top bar's "Last updated": "14:05" today, "21 Nov, 14:05" before, in the device's zone. */
export function formatSyncedAt(at: Date, now = new Date()): string {
  return at.toDateString() === now.toDateString()
    ? formatDateTime(at, { hour: '2-digit', minute: '2-digit' })
    : formatDateTime(at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}
