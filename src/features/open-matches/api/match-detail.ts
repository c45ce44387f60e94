import * as v from 'valibot'
import { storeOpenMatchAnswer } from '~/db/operations/open-match-place'
import { getUserDatabase, isVisitorDatabase } from '~/db/user-database'
import { MatchMessage } from '~/db/sync/rows-open-matches'
import { supabase } from '~/lib/supabase'
import { readAnswer } from '~/lib/rpc-answer'
import { m } from '~/i18n/member'

const Thread = v.array(MatchMessage)

/**
 * A match as the server has it now, with its thread for the players and staff (`match_detail`): the match is stored
 * (the page reads the device), the thread is shown as it came. Null thread: the caller may not read it.
 */
export async function fetchMatchDetail(matchId: string): Promise<{ status: string; message: string; thread: MatchMessage[] | null }> {
  const { data, error } = await supabase.rpc('match_detail', { p_match_id: matchId })
  const answer = readAnswer(data, error, m.openmatches_online_only())
  const db = getUserDatabase()
  if (db && !isVisitorDatabase(db)) await storeOpenMatchAnswer(db, answer)
  const thread = v.safeParse(Thread, answer.thread)
  return { status: answer.status, message: answer.message, thread: thread.success ? thread.output : null }
}
