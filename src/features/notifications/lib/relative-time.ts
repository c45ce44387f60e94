const days = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const sameYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' })
const otherYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date ("12 Nov", "12 Nov 2025"):
 * short enough for a narrow popover, exact enough to tell two notifications apart. A time in the future
 * (a device clock behind the server's) reads as "just now" rather than "in 2 min".
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  const ago = now.getTime() - at.getTime()
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`
  const dayDiff = Math.round((startOfDay(now) - startOfDay(at)) / (24 * HOUR))
  if (dayDiff === 0) return `${Math.floor(ago / HOUR)} h ago`
  if (dayDiff < 7) return days.format(-dayDiff, 'day')
  return (at.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(at)
}

/** The bell's accessible name: "Notifications, 3 unread", or just "Notifications". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}
