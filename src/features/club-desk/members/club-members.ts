import * as v from 'valibot'
import { searchKeptMembers } from '~/db/queries/desk'
import { DeskMemberSchema, type DeskMember } from '~/db/sync/rows-desk'
import { getUserDatabase } from '~/db/user-database'
import { isNetworkError, readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

const ClubMembersPage = v.object({ total: v.number(), rows: v.array(DeskMemberSchema) })

export type ClubMember = DeskMember
export type ClubMembersPage = v.InferOutput<typeof ClubMembersPage> & {
  /** Set when the page comes from the list kept on this device (offline): when that list was fetched (ISO). */
  keptAt?: string
}
export type MemberSort = 'name' | 'recent' | 'bookings'

export interface MembersQuery {
  search: string
  sort: MemberSort
  offset: number
  limit: number
}

const OFFLINE = () => m.desk_offline_members()

/**
 * One page of the club's members (`club_members`: the club's staff only, contact details included). Offline, the
 * page comes from the list kept on this device, searched and sorted the same way.
 */
export async function fetchClubMembers(clubId: string, q: MembersQuery): Promise<ClubMembersPage> {
  const { data, error } = await supabase.rpc('club_members', {
    p_club_id: clubId,
    p_search: q.search,
    p_sort: q.sort,
    p_offset: q.offset,
    p_limit: q.limit,
  })
  if (error && isNetworkError(error)) {
    // No answer: the kept list, when there is one, is better than nothing (the club's Wi-Fi dropped).
    const db = getUserDatabase()
    const kept = db ? await searchKeptMembers(db, clubId, q) : null
    if (kept) return kept
  }
  const answer = readAnswer(data, error, OFFLINE())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubMembersPage, answer)
  if (!parsed.success) throw new Error('The server sent a member list this app does not understand.')
  return parsed.output
}
