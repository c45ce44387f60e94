import { formatDateTime } from '~/lib/time-format'


/** "21 Nov 2026, 14:05" in the device's zone: when the player did something with their wallet. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
}

/** "21 Nov 2026". */
export function formatDay(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric' })
}
