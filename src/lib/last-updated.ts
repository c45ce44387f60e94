// 24-hour times everywhere, like the slots ("18:00 - 19:30"): never "7:18 PM" next to them.
const lastUpdated = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const timeToday = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const timeBefore = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/**
 * When this device's copy was last brought up to date, as the offline notes say it: "Tue 24 Nov, 09:30". The
 * weekday and the time, no year: a copy is days old at most, and the reader is looking for "how stale".
 */
export function formatLastUpdated(at: Date | string | number): string {
  return lastUpdated.format(at instanceof Date ? at : new Date(at))
}

/** The top bar's "Last updated": "14:05" today, "21 Nov, 14:05" before, in the device's zone. */
export function formatSyncedAt(at: Date, now = new Date()): string {
  return (at.toDateString() === now.toDateString() ? timeToday : timeBefore).format(at)
}
