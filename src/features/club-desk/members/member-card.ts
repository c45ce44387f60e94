import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

export const MemberNote = v.object({
  id: v.string(),
  body: v.string(),
  created_at: v.string(),
  author_id: v.string(),
  author_name: v.string(),
  own: v.boolean(),
})

const CardBooking = v.object({
  id: v.string(),
  date: v.string(),
  slot_label: v.string(),
  starts_at: v.string(),
  court_number: v.number(),
  court_name: v.string(),
})

const MemberCard = v.object({
  club: v.object({ id: v.string(), name: v.string(), currency: v.string(), time_zone: v.string(), today: v.string() }),
  member: v.object({
    id: v.string(),
    name: v.string(),
    username: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    home_club: v.boolean(),
    joined_at: v.string(),
  }),
  rating: v.object({ rating: v.number(), matches: v.number(), wins: v.number(), losses: v.number() }),
  bookings: v.object({
    total: v.number(),
    last_12_months: v.number(),
    cancelled: v.number(),
    last: v.nullable(v.object({ ...CardBooking.entries, checked_in_at: v.nullable(v.string()), no_show_at: v.nullable(v.string()) })),
    upcoming_total: v.number(),
    upcoming: v.array(v.object({ ...CardBooking.entries, price: v.number(), currency: v.string() })),
  }),
  no_shows: v.number(),
  wallet: v.object({ currency: v.string(), balance: v.number() }),
  pending_top_ups: v.array(v.object({ id: v.string(), amount: v.number(), currency: v.string(), created_at: v.string() })),
  notes_total: v.number(),
  notes: v.array(MemberNote),
})

export type MemberNote = v.InferOutput<typeof MemberNote>
export type MemberCard = v.InferOutput<typeof MemberCard>

/** One member as the club's staff see them (`club_member_card`): refused for anyone who is not the club's. */
export async function fetchMemberCard(clubId: string, memberId: string): Promise<MemberCard> {
  const { data, error } = await supabase.rpc('club_member_card', { p_club_id: clubId, p_member_id: memberId })
  const answer = readAnswer(data, error, m.desk_offline_card())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(MemberCard, answer)
  if (!parsed.success) throw new Error("The server sent a member's card this app does not understand.")
  return parsed.output
}
