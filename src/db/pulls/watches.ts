import type { Watch } from './pull'

/** Club days kept fresh after each sync, so free and taken stay current on the screens that showed them. */
export const MAX_WATCHED_DAYS = 4

/** The days of a club the booking screens showed. */
export const clubDays: Watch<{ clubId: string; date: string }> = {
  name: 'club days',
  keep: MAX_WATCHED_DAYS,
  id: ({ clubId, date }) => `${clubId}|${date}`,
}

/** The club whose desk this device shows (staff only): one at a time. */
export const deskClub: Watch<string> = {
  name: 'desk club',
  keep: 1,
  id: (clubId) => clubId,
}
