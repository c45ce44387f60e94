import { supabase } from '~/lib/supabase'
import { deskAnswer } from './desk-action'
import type { DeskPayMethod } from './take-payment'

/**
 * The desk takes a player's share of a match owed at the club. The server takes what the place owes at that moment,
 * once: a second tap (or another desk that took it meanwhile) answers that nothing is due.
 */
export async function takeSharePayment(matchId: string, memberId: string, method: DeskPayMethod): Promise<string> {
  const { data, error } = await supabase.rpc('take_share_payment', { p_match_id: matchId, p_member_id: memberId, p_method: method })
  return deskAnswer(data, error, ['taken']).message
}
