import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'

/** Staff cancel a match: its booking is cancelled in full and every player's share refunded (audited, with the reason). */
export async function cancelMatch(matchId: string, reason: string): Promise<string> {
  const { data, error } = await supabase.rpc('cancel_match', { p_match_id: matchId, p_reason: reason.trim() || undefined })
  return deskAnswer(data, error, ['cancelled']).message
}
