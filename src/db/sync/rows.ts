import * as v from 'valibot'
import { ProfileSchema } from '~/lib/session/profile'
import type { BookingRow, ClubRow, CourtRow, ProfileRow, SlotRow, TransactionRow } from '../types'
import { clubInstantOrNull } from '~/lib/club-time'
import type { Words } from '~/lib/words'
import { currency, enumOf, integer, mirrorOf, numeric, reader, saidText } from './rows-base'

/*
 * The server's table rows, read once before they reach Dexie. Each schema mirrors a row type derived from the
 * generated database types (see mirrorOf): a row that does not fit is refused and reported, never patched.
 */

export const ProfileRowSchema = mirrorOf<ProfileRow>()(ProfileSchema)

/** A week of opening or closing times, Monday first; null on a closed weekday. */
const weekOfTimes = v.pipe(v.array(v.nullable(v.string())), v.length(7, 'expected one time per weekday'))

export const ClubRowSchema = mirrorOf<ClubRow>()(
  v.object({
    id: v.string(),
    country_code: v.string(),
    name: v.string(),
    city: v.string(),
    address: v.nullable(v.string()),
    time_zone: v.string(),
    // No currency, no club: prices shown in a guessed currency would be wrong money.
    currency,
    opens_at: weekOfTimes,
    closes_at: weekOfTimes,
    peak_starts_at: v.nullable(v.string()),
    peak_weekdays: v.array(integer),
    booking_horizon_days: integer,
    // Until how many hours before the start a cancellation gives the full price back (said before booking).
    full_refund_hours: integer,
    // False while the club takes no new bookings: members still see it and their bookings there.
    active: v.boolean(),
    // How the club is paid (wallet, at the club, card), and its rules for bookings paid at the club.
    pay_ways: v.array(enumOf('pay_way')),
    unpaid_limit: integer,
    free_cancel_minutes: integer,
    // Its open matches' rules: until how many hours before the start leaving gives a share back, and when a match
    // not full is cancelled (what falls on a split's booker).
    match_leave_hours: integer,
    match_cutoff_hours: integer,
  }),
)

export const CourtRowSchema = mirrorOf<CourtRow>()(
  v.object({
    id: v.string(),
    club_id: v.string(),
    number: integer,
    name: v.string(),
    type: enumOf('court_type'),
    off_peak_price: numeric,
    peak_price: numeric,
    in_service: v.boolean(),
  }),
)

/** A Postgres `time` ("09:00:00") as the app shows and compares it: "09:00". */
const clockTime = v.pipe(v.string(), v.regex(/^\d\d:\d\d/, 'expected a time of day'), v.transform((t) => t.slice(0, 5)))

export const SlotRowSchema = mirrorOf<SlotRow>()(v.object({ id: integer, starts_at: clockTime, ends_at: clockTime, label: v.string() }))

/** The columns of `bookings` a BookingRow keeps, in both shapes a booking arrives in. */
const bookingColumns = {
  id: v.string(),
  court_id: v.string(),
  club_id: v.string(),
  date: v.string(),
  slot_id: integer,
  booked_by: v.nullable(v.string()),
  // The column allows null (a walk-in guest's booking); the bookings this device holds are its user's.
  member_id: v.pipe(
    v.nullable(v.string()),
    v.guard((id): id is string => id !== null, "expected a member's booking"),
  ),
  price: numeric,
  currency,
  status: enumOf('booking_status'),
  cancelled_at: v.nullable(v.string()),
  refund_amount: v.nullable(numeric),
  pay_with: enumOf('pay_way'),
  // What is still owed at the club's desk (a booking paid there, not paid yet).
  due: numeric,
  created_at: v.string(),
  updated_at: v.string(),
}

/** A booking as book_court / cancel_booking answer it (public.booking_json: the row with its details beside it). */
/** Also the shape of a booking queued on this device (its preview). */
export const BookingRowSchema = mirrorOf<BookingRow>()(
  v.object({
    ...bookingColumns,
    court_number: integer,
    court_name: v.string(),
    court_type: enumOf('court_type'),
    club_name: v.string(),
    club_time_zone: v.string(),
    slot_label: v.string(),
    starts_at: v.nullable(v.string()),
    ends_at: v.nullable(v.string()),
  }),
)

/** A booking from the bookings select: court (with its club) and slot embedded, flattened into a BookingRow. */
export const BookingFromSelect = mirrorOf<BookingRow>()(
  v.pipe(
    v.object({
      ...bookingColumns,
      court: v.object({
        number: integer,
        name: v.string(),
        type: enumOf('court_type'),
        club: v.object({ name: v.string(), time_zone: v.string() }),
      }),
      slot: v.object({ label: v.string(), starts_at: clockTime, ends_at: clockTime }),
    }),
    v.transform(({ court, slot, ...row }): BookingRow => ({
      ...row,
      court_number: court.number,
      court_name: court.name,
      court_type: court.type,
      club_name: court.club.name,
      club_time_zone: court.club.time_zone,
      slot_label: slot.label,
      starts_at: clubInstantOrNull(row.date, slot.starts_at, court.club.time_zone)?.toISOString() ?? null,
      ends_at: clubInstantOrNull(row.date, slot.ends_at, court.club.time_zone)?.toISOString() ?? null,
    })),
  ),
)

export const TransactionRowSchema = mirrorOf<TransactionRow>()(
  v.object({
    id: v.string(),
    member_id: v.string(),
    type: enumOf('transaction_type'),
    kind: enumOf('transaction_kind'),
    amount: numeric,
    // A ledger row without its currency cannot be counted in any balance.
    currency,
    description: v.string(),
    description_message: saidText,
    status: enumOf('transaction_status'),
    booking_id: v.nullable(v.string()),
    club_id: v.nullable(v.string()),
    created_at: v.string(),
    completed_at: v.nullable(v.string()),
  }),
)

export const toProfile = reader(ProfileRowSchema, 'profile')
export const toTransaction = reader(TransactionRowSchema, 'transactions')
const fromAnswer = reader(BookingRowSchema, 'bookings')
const fromSelect = reader(BookingFromSelect, 'bookings')

/** A booking from book_court/cancel_booking (flat details) or from the bookings select (embedded court and slot). */
export function toBooking(value: unknown): BookingRow | null {
  return typeof value === 'object' && value !== null && 'court' in value ? fromSelect(value) : fromAnswer(value)
}

/** Keeps the rows that fit; each refused row is logged (pull.ts also records them, see readRows). */
export function validRows<T>(rows: unknown, parse: (v: unknown) => T | null): T[] {
  if (!Array.isArray(rows)) return []
  return rows.map(parse).filter((r): r is T => r !== null)
}

/** What every write RPC answers (`public.rpc_result`): a status code, a sentence for the user, and fields. */
const RpcAnswerSchema = v.looseObject({ status: v.string(), message: v.string() })
export type RpcAnswer = v.InferOutput<typeof RpcAnswerSchema> & Record<string, unknown>

const readRpcAnswer = reader(RpcAnswerSchema, 'answer')

export function toRpcAnswer(value: unknown): RpcAnswer | null {
  return readRpcAnswer(value) as RpcAnswer | null
}

/**
 * An answer's sentence as the outbox keeps it (an item's last error): its message (public.said) when it names one,
 * said in the reader's language when shown, and the server's own sentence for when this app does not have it.
 */
export function answerWords(answer: RpcAnswer): Words {
  const named = v.parse(saidText, answer)
  return named ? { ...named, text: answer.message } : { text: answer.message }
}

/** A number from an answer field (PostgREST sends numeric as numbers; some clients as strings). */
export function toNumber(value: unknown): number | null {
  const parsed = v.safeParse(numeric, value)
  return parsed.success ? parsed.output : null
}

export const isObj = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export { toBalances } from './rows-wallet'
