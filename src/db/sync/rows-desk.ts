import * as v from 'valibot'
import { currency, integer, numeric } from './rows-base'

/*
 * What the club desk keeps on the device: the dashboard of the club this device's desk shows (club_dashboard's
 * answer) and its member list, so the desk opens, checks players in, marks no-shows and finds a member's phone
 * number with the club's Wi-Fi down.
 */

/** A booking of today at the club, with its players and the desk's marks. */
export const DeskTodayBooking = v.object({
  id: v.string(),
  slot_id: integer,
  slot_label: v.string(),
  starts_at: v.string(),
  court_number: integer,
  court_name: v.string(),
  // Null for a walk-in guest, who has a name but no account.
  member_id: v.nullable(v.string()),
  players: v.array(v.string()),
  checked_in_at: v.nullable(v.string()),
  no_show_at: v.nullable(v.string()),
  /** What the booking still owes, taken at the desk (0 for a dashboard kept from before). */
  due: v.optional(numeric, 0),
})

/** `club_dashboard(club)`: the figures and today's bookings, as the database computed them. */
export const DeskDashboardSchema = v.object({
  club: v.object({ id: v.string(), name: v.string(), currency, time_zone: v.string() }),
  today: v.string(),
  members: v.object({ total: integer, new_this_month: integer }),
  courts: v.object({ in_service: integer, total: integer }),
  bookings_week: v.object({ this: integer, last: integer }),
  revenue_month: v.object({ currency, this: numeric, last: numeric }),
  today_bookings: v.array(DeskTodayBooking),
})

export type DeskTodayBooking = v.InferOutput<typeof DeskTodayBooking>
export type DeskDashboard = v.InferOutput<typeof DeskDashboardSchema>

/** One of the club's members as `club_members` lists them for its staff (contact details included). */
export const DeskMemberSchema = v.object({
  id: v.string(),
  name: v.string(),
  username: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  home_club: v.boolean(),
  bookings_12m: integer,
  last_booking_on: v.nullable(v.string()),
})
export type DeskMember = v.InferOutput<typeof DeskMemberSchema>

/** A player of a match in a cell: their share of the court, what they paid and what they still owe at the desk. */
export const DeskMatchPlayer = v.object({
  member_id: v.string(),
  name: v.string(),
  position: integer,
  share: numeric,
  paid: numeric,
  due: numeric,
  organiser: v.boolean(),
})

/** The match a booking holds: listed (open match) or the booker's own players (a split booking). */
export const DeskCellMatch = v.object({
  id: v.string(),
  status: v.picklist(['open', 'full', 'cancelled']),
  private: v.boolean(),
  kept: v.boolean(),
  level_min: integer,
  level_max: integer,
  players: v.array(DeskMatchPlayer),
})

/** A booking in a cell of the desk's day grid. */
export const DeskCellBooking = v.object({
  id: v.string(),
  member_id: v.nullable(v.string()),
  name: v.string(),
  username: v.nullable(v.string()),
  guest_phone: v.nullable(v.string()),
  walk_in: v.boolean(),
  price: numeric,
  currency,
  // Kept days from before the club chose ways to pay read as wallet bookings with nothing due.
  pay_with: v.optional(v.picklist(['wallet', 'club', 'card']), 'wallet'),
  /** What the member still owes, taken at the desk. */
  due: v.optional(numeric, 0),
  checked_in_at: v.nullable(v.string()),
  no_show_at: v.nullable(v.string()),
  no_shows: integer,
  /** The match it holds: null for a plain booking, absent in days kept from before matches. */
  match: v.optional(v.nullable(DeskCellMatch)),
})

export const DeskCellBlock = v.object({ id: v.string(), series_id: v.string(), kind: v.string(), reason: v.string() })

/** One court-slot of the day as the desk sees it. */
export const DeskCell = v.object({
  court_id: v.string(),
  slot_id: integer,
  starts_at: v.string(),
  past: v.boolean(),
  price: numeric,
  state: v.picklist(['free', 'booked', 'blocked', 'closed', 'out_of_service']),
  booking: v.nullable(DeskCellBooking),
  block: v.nullable(DeskCellBlock),
})

export const DeskDaySlot = v.object({ id: integer, label: v.string(), starts_at: v.string(), ends_at: v.string() })
export const DeskDayClub = v.object({ id: v.string(), name: v.string(), currency, time_zone: v.string(), today: v.string() })
export const DeskDayCourt = v.object({ id: v.string(), number: integer, name: v.string(), type: v.string(), in_service: v.boolean() })

/** `club_day(club, date)`: the desk's grid of one day, as the database sees it. */
export const DeskDaySchema = v.object({
  club: DeskDayClub,
  date: v.string(),
  slots: v.array(DeskDaySlot),
  courts: v.array(DeskDayCourt),
  cells: v.array(DeskCell),
})

export type DeskDay = v.InferOutput<typeof DeskDaySchema>
export type DeskCell = v.InferOutput<typeof DeskCell>
export type DeskCellBooking = v.InferOutput<typeof DeskCellBooking>
export type DeskCellMatch = v.InferOutput<typeof DeskCellMatch>
export type DeskMatchPlayer = v.InferOutput<typeof DeskMatchPlayer>

/** How the desk's grid names a cell: `courtId|slotId`. */
export const cellKey = (courtId: string, slotId: number) => `${courtId}|${slotId}`

/** A check-in or no-show mark as check_in_booking / mark_no_show answer it. */
export const DeskMarksSchema = v.object({ id: v.string(), checked_in_at: v.nullable(v.string()), no_show_at: v.nullable(v.string()) })
