import { fetchTournamentDetail } from '~/db/queries'
import type { ElsyDatabase } from '~/db/database'
import { supabase } from '~/lib/supabase'
import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'
import { m } from '~/i18n/member'

/**
 * The invited partner accepts or declines (`respond_to_invitation`). Online only: the answer decides at once
 * whether the team is entered or the payer refunded, and nobody should play a tournament on a queued "yes".
 * The tournament is read again afterwards so the device shows where the entry stands.
 */
export async function respondToInvitation(db: ElsyDatabase, tournamentId: string, entryId: string, accept: boolean): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('respond_to_invitation', { p_entry_id: entryId, p_accept: accept })
  const answer = readAnswer(data, error, m.tournaments_invitation_offline())
  await fetchTournamentDetail(db, tournamentId)
  return answer
}
