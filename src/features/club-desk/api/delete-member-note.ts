import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

/** Deletes a note its author wrote; a note already gone counts as deleted. */
export async function deleteMemberNote(noteId: string): Promise<void> {
  const { data, error } = await supabase.rpc('delete_member_note', { p_note_id: noteId })
  const answer = readAnswer(data, error, 'You are offline. Notes need a connection.')
  if (answer.status !== 'deleted' && answer.status !== 'not_found') throw new Error(answer.message)
}
