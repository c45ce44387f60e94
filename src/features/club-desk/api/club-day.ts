import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

export const DeskSlot = v.object({ id: v.number(), label: v.string(), starts_at: v.string(), ends_at: v.string() })
export const DeskClub = v.object({ id: v.string(), name: v.string(), currency: v.string(), time_zone: v.string(), today: v.string() })

const DayCourt = v.object({ id: v.string(), number: v.number(), name: v.string(), type: v.string(), in_service: v.boolean() })

const CellBooking = v.object({
  id: v.string(),
  member_id: v.nullable(v.string()),
  name: v.string(),
  username: v.nullable(v.string()),
  guest_phone: v.nullable(v.string()),
  walk_in: v.boolean(),
  price: amount,
  currency: v.string(),
  checked_in_at: v.nullable(v.string()),
  no_show_at: v.nullable(v.string()),
  no_shows: v.number(),
})

const CellBlock = v.object({ id: v.string(), series_id: v.string(), kind: v.string(), reason: v.string() })

const DayCell = v.object({
  court_id: v.string(),
  slot_id: v.number(),
  starts_at: v.string(),
  past: v.boolean(),
  price: amount,
  state: v.picklist(['free', 'booked', 'blocked', 'closed', 'out_of_service']),
  booking: v.nullable(CellBooking),
  block: v.nullable(CellBlock),
})

/** `club_day(club, date)`: the desk's grid of one day, as the database sees it. */
const ClubDay = v.object({ club: DeskClub, date: v.string(), slots: v.array(DeskSlot), courts: v.array(DayCourt), cells: v.array(DayCell) })

export type ClubDay = v.InferOutput<typeof ClubDay>
export type DayCell = v.InferOutput<typeof DayCell>
export type DayCourt = v.InferOutput<typeof DayCourt>
export type DeskSlotRow = v.InferOutput<typeof DeskSlot>
export type CellBooking = v.InferOutput<typeof CellBooking>

export async function fetchClubDay(clubId: string, date: string): Promise<ClubDay> {
  const { data, error } = await supabase.rpc('club_day', { p_club_id: clubId, p_date: date })
  const answer = readAnswer(data, error, 'You are offline. The bookings grid needs a connection.')
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubDay, answer)
  if (!parsed.success) throw new Error('The server sent a day this app does not understand.')
  return parsed.output
}
