import { supabase } from '~/lib/supabase'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { landAnswer } from './match-answer'

/**
 * The organiser accepts or declines a request to join from outside the level range (`answer_match_request`).
 * Online only: the place is taken (or not) at once, and the player who asked is told.
 */
export async function answerMatchRequest(matchId: string, memberId: string, accept: boolean): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('answer_match_request', { p_match_id: matchId, p_member_id: memberId, p_accept: accept })
  return landAnswer(data, error)
}
