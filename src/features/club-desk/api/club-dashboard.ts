import * as v from 'valibot'
import { supabase } from '~/lib/supabase'
import { readAnswer } from '~/lib/rpc-answer'

const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

const TodayBooking = v.object({
  id: v.string(),
  slot_id: v.number(),
  slot_label: v.string(),
  starts_at: v.string(),
  court_number: v.number(),
  court_name: v.string(),
  member_id: v.string(),
  players: v.array(v.string()),
  checked_in_at: v.nullable(v.string()),
  no_show_at: v.nullable(v.string()),
})

/** `club_dashboard(club)`: the figures and today's bookings, as the database computed them. */
const ClubDashboard = v.object({
  club: v.object({ id: v.string(), name: v.string(), currency: v.string(), time_zone: v.string() }),
  today: v.string(),
  members: v.object({ total: v.number(), new_this_month: v.number() }),
  courts: v.object({ in_service: v.number(), total: v.number() }),
  bookings_week: v.object({ this: v.number(), last: v.number() }),
  revenue_month: v.object({ currency: v.string(), this: amount, last: amount }),
  today_bookings: v.array(TodayBooking),
})

export type ClubDashboard = v.InferOutput<typeof ClubDashboard>
export type TodayBooking = v.InferOutput<typeof TodayBooking>

export async function fetchClubDashboard(clubId: string): Promise<ClubDashboard> {
  const { data, error } = await supabase.rpc('club_dashboard', { p_club_id: clubId })
  const answer = readAnswer(data, error, 'You are offline. The dashboard needs a connection.')
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubDashboard, answer)
  if (!parsed.success) throw new Error('The server sent a dashboard this app does not understand.')
  return parsed.output
}
