import * as v from 'valibot'
import { isIsoDate } from '~/lib/iso-date'

/**
 * `?club=<uuid>` and `?date=YYYY-MM-DD` on /booking and /book-court/$court (from the top-bar search, the
 * Explore cards, a shared link): that club and day are shown to start with.
 */
const BookingSearchSchema = v.object({
  club: v.optional(v.pipe(v.string(), v.uuid())),
  date: v.optional(v.pipe(v.string(), v.check((d: string) => isIsoDate(d)))),
})

export type BookingSearch = v.InferOutput<typeof BookingSearchSchema>

/** A malformed or foreign value is dropped (the form falls back to the home club and today) rather than shown as an error page. */
export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const out: BookingSearch = {}
  const club = v.safeParse(BookingSearchSchema.entries.club, search.club)
  if (club.success && club.output) out.club = club.output
  const date = v.safeParse(BookingSearchSchema.entries.date, search.date)
  if (date.success && date.output) out.date = date.output
  return out
}
