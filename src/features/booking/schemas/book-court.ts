import * as v from 'valibot'
import { formatBookingDate, isIsoDate, type IsoDate } from '~/lib/club-time'
import { m } from '~/i18n/member'

// docs/product.md §5 messages, verbatim.
// Read when a field is checked (valibot calls a function message then), so they follow the page's language.
export const DATE_REQUIRED = (): string => m.booking_date_required()
export const SLOT_REQUIRED = (): string => m.booking_slot_required()
export const COURT_REQUIRED = (): string => m.booking_court_required()
export const CLUB_REQUIRED = (): string => m.booking_club_required()
export const DATE_IN_PAST = (): string => m.booking_date_in_past()

/** The form's raw values: inputs hold strings, and an untouched field may be undefined. */
// A type alias (not an interface) so it fits modular-forms' index-signature FieldValues.
export type BookCourtValues = {
  clubId: string
  date: string
  /** Slot id "1".."8" (timeSlot in docs/product.md §2.11). */
  timeSlot: string
  /** Court number within the club (court in docs/product.md §2.11). */
  court: string
}

// A field nobody touched is missing from the values: it is treated as empty so it gets the same message.
const required = (message: () => string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message))
// One message per field: the first rule that fails is the one worth saying ("select a date", not also "too early").
const firstIssue = { abortPipeEarly: true } as const
const positiveInteger = /^[1-9]\d*$/

/**
 * The booking form's rules. `today` and `lastDate` are read at validation time: the CLUB's today (and the
 * last day its booking horizon allows, null when unknown) change with the chosen club's time zone and at
 * midnight, so they cannot be baked into the schema.
 */
export function createBookCourtSchema(today: () => IsoDate, lastDate: () => IsoDate | null = () => null) {
  return v.object({
    clubId: required(CLUB_REQUIRED),
    date: v.config(
      v.pipe(
        required(DATE_REQUIRED),
        v.check((date: string) => isIsoDate(date), DATE_REQUIRED),
        // ISO dates compare correctly as strings.
        v.check((date) => date >= today(), DATE_IN_PAST),
        // The club's booking horizon (book_court refuses later dates with too_far_ahead): said before sending.
        v.check(
          (date) => {
            const last = lastDate()
            return last === null || date <= last
          },
          () => m.booking_too_far_ahead({ date: formatBookingDate(lastDate() ?? '') }),
        ),
      ),
      firstIssue,
    ),
    timeSlot: v.config(v.pipe(required(SLOT_REQUIRED), v.regex(positiveInteger, SLOT_REQUIRED), v.transform(Number)), firstIssue),
    court: v.config(v.pipe(required(COURT_REQUIRED), v.regex(positiveInteger, COURT_REQUIRED), v.transform(Number)), firstIssue),
  })
}

export type BookCourtInput = v.InferOutput<ReturnType<typeof createBookCourtSchema>>
