import * as v from 'valibot'
import { isIsoDate } from '~/lib/iso-date'

/**
 * `?club=<uuid>` and `?date=YYYY-MM-DD` on /booking and /book-court/$court (from the top-bar search, the
 * Explore cards, a shared link): that club and day are shown to start with. `?slot=<id>` on /book-court/$court
 * (a visitor's chosen cell, remembered through sign-in): that court's cell is opened, ready to confirm.
 */
const BookingSearchSchema = v.object({
  club: v.optional(v.pipe(v.string(), v.uuid())),
  date: v.optional(v.pipe(v.string(), v.check((d: string) => isIsoDate(d)))),
  slot: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(48))),
})

export type BookingSearch = v.InferOutput<typeof BookingSearchSchema>

/** A malformed or foreign value is dropped (the form falls back to the home club and today) rather than shown as an error page. */
export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const out: BookingSearch = {}
  const club = v.safeParse(BookingSearchSchema.entries.club, search.club)
  if (club.success && club.output) out.club = club.output
  const date = v.safeParse(BookingSearchSchema.entries.date, search.date)
  if (date.success && date.output) out.date = date.output
  const slot = v.safeParse(BookingSearchSchema.entries.slot, search.slot)
  if (slot.success && slot.output !== undefined) out.slot = slot.output
  return out
}
