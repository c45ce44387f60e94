import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

/** Deletes a note its author wrote; a note already gone counts as deleted. */
export async function deleteMemberNote(noteId: string): Promise<void> {
  const { data, error } = await supabase.rpc('delete_member_note', { p_note_id: noteId })
  const answer = readAnswer(data, error, m.desk_offline_notes())
  if (answer.status !== 'deleted' && answer.status !== 'not_found') throw new Error(answer.message)
}
