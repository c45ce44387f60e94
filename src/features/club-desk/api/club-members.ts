import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const ClubMember = v.object({
  id: v.string(),
  name: v.string(),
  username: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  home_club: v.boolean(),
  bookings_12m: v.number(),
  last_booking_on: v.nullable(v.string()),
})

const ClubMembersPage = v.object({ total: v.number(), rows: v.array(ClubMember) })

export type ClubMember = v.InferOutput<typeof ClubMember>
export type ClubMembersPage = v.InferOutput<typeof ClubMembersPage>
export type MemberSort = 'name' | 'recent' | 'bookings'

export interface MembersQuery {
  search: string
  sort: MemberSort
  offset: number
  limit: number
}

/** One page of the club's members (`club_members`: the club's staff only, contact details included). */
export async function fetchClubMembers(clubId: string, q: MembersQuery): Promise<ClubMembersPage> {
  const { data, error } = await supabase.rpc('club_members', {
    p_club_id: clubId,
    p_search: q.search,
    p_sort: q.sort,
    p_offset: q.offset,
    p_limit: q.limit,
  })
  const answer = readAnswer(data, error, 'You are offline. The member list needs a connection.')
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubMembersPage, answer)
  if (!parsed.success) throw new Error('The server sent a member list this app does not understand.')
  return parsed.output
}
