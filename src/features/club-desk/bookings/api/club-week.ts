import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { DeskClub, DeskSlot } from './club-day'
import { m } from '~/i18n/staff'

const Occupancy = { booked: v.number(), bookable: v.number() }

/** `club_week(club, any day of the week)`: booked and bookable court-slots per day and per slot. */
const ClubWeek = v.object({
  club: DeskClub,
  week_start: v.string(),
  slots: v.array(DeskSlot),
  days: v.array(v.object({ date: v.string(), ...Occupancy })),
  cells: v.array(v.object({ date: v.string(), slot_id: v.number(), ...Occupancy })),
})

export type ClubWeek = v.InferOutput<typeof ClubWeek>

export async function fetchClubWeek(clubId: string, date: string): Promise<ClubWeek> {
  const { data, error } = await supabase.rpc('club_week', { p_club_id: clubId, p_week_start: date })
  const answer = readAnswer(data, error, m.desk_offline_week())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubWeek, answer)
  if (!parsed.success) throw new Error('The server sent a week this app does not understand.')
  return parsed.output
}
