import * as v from 'valibot'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { MemberNote } from './member-card'
import { m } from '~/i18n/staff'

/**
 * Writes a staff note about a member. The id is made here, so sending it again after a lost answer
 * replays the same note instead of adding a second one.
 */
export async function addMemberNote(clubId: string, memberId: string, body: string, noteId: string = crypto.randomUUID()): Promise<MemberNote> {
  const { data, error } = await supabase.rpc('add_member_note', { p_note_id: noteId, p_club_id: clubId, p_member_id: memberId, p_body: body })
  const answer = readAnswer(data, error, m.desk_offline_notes())
  if (answer.status !== 'added' && answer.status !== 'replayed') throw new Error(answer.message)
  const parsed = v.safeParse(MemberNote, answer.note)
  if (!parsed.success) throw new Error('The server sent a note this app does not understand.')
  return parsed.output
}
