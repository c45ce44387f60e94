import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'
import { formatDateTime } from '~/lib/time-format'

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
  if (ago < MINUTE) return m.notifications_just_now()
  if (ago < HOUR) return m.notifications_minutes_ago({ count: Math.floor(ago / MINUTE) })
  const dayDiff = Math.round((startOfDay(now) - startOfDay(at)) / (24 * HOUR))
  if (dayDiff === 0) return m.notifications_hours_ago({ count: Math.floor(ago / HOUR) })
  if (dayDiff < 7) return new Intl.RelativeTimeFormat(getFormatTag(), { numeric: 'auto' }).format(-dayDiff, 'day')
  const sameYear = at.getFullYear() === now.getFullYear()
  return formatDateTime(at, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' })
}

/** The bell's accessible name: "Notifications, 3 unread", or just "Notifications". */
export function bellLabel(unread: number): string {
  return unread > 0 ? m.notifications_bell_unread({ count: unread }) : m.notifications_title()
}
