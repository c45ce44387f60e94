import { newUuid } from '~/db/uuid'
import { supabase } from '~/lib/supabase'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { landAnswer } from './match-answer'

/**
 * The players in keep a match that is not full (`keep_match_court`): the free places' shares become the caller's.
 * Online only, since it is decided against the cut-off; the request id makes a double tap count once.
 */
export async function keepMatchCourt(matchId: string, payWith: 'wallet' | 'club'): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('keep_match_court', { p_match_id: matchId, p_request_id: newUuid(), p_pay_with: payWith })
  return landAnswer(data, error)
}
