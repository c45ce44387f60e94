import { formatDateTime } from '~/lib/time-format'

const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** "21 Nov 2026, 14:05" in the device's zone: when the player did something with their wallet. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
}

/** "21 Nov 2026". */
export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso))
}
