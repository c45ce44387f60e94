import { storeOpenMatchAnswer } from '~/db/operations/open-match-place'
import { requireDatabase } from '~/db/require-database'
import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'
import { m } from '~/i18n/member'

/**
 * Reads a call's answer at the edge (its sentence in the reader's language), and stores the match it carries so the
 * page shows the server's state at once, also when the answer is a refusal. Online only: the words for offline say so.
 */
export async function landAnswer(data: unknown, error: { message: string } | null): Promise<RpcAnswer> {
  const answer = readAnswer(data, error, m.openmatches_online_only())
  await storeOpenMatchAnswer(requireDatabase(), answer)
  return answer
}
