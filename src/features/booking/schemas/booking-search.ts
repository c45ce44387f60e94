import * as v from 'valibot'

/** `?club=<uuid>` on /booking and /book-court/$court (from the top-bar search): that club is chosen to start with. */
const BookingSearchSchema = v.object({ club: v.optional(v.pipe(v.string(), v.uuid())) })

export type BookingSearch = v.InferOutput<typeof BookingSearchSchema>

/** A malformed or foreign value is dropped (the form falls back to the home club) rather than shown as an error page. */
export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const result = v.safeParse(BookingSearchSchema, { club: search.club })
  return result.success && result.output.club ? { club: result.output.club } : {}
}
