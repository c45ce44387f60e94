import { formatDateTime } from '~/lib/time-format'

/** "24 Nov 2026", in the admin's own time zone: joining and signing in are moments, not a club's days. */
export const formatDay = (iso: string) => formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric' })

/** "24 Nov 2026, 09:30", in the admin's own time zone. */
export const formatMoment = (iso: string) => formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
