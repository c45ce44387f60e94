import * as v from 'valibot'
import { MatchMessage } from '~/db/sync/rows-open-matches'
import { answerSentence } from '~/i18n/server-words'
import { isNetworkError, UnreachableError } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/member'

/** The longest message of a match's thread. */
export const MESSAGE_MAX = 500

/** `post_match_message`'s answer: its sentence, and the message as the thread keeps it (`posted`) once sent. */
const PostAnswer = v.looseObject({
  status: v.string(),
  message: v.string(),
  message_key: v.optional(v.string()),
  message_values: v.optional(v.record(v.string(), v.unknown())),
  posted: v.optional(MatchMessage),
})

/** Posts to the match's short thread; answers the server's sentence and the message as kept (when it says). */
export async function postMatchMessage(matchId: string, body: string): Promise<{ status: string; sentence: string; posted: MatchMessage | null }> {
  const { data, error } = await supabase.rpc('post_match_message', { p_match_id: matchId, p_body: body })
  if (error) throw isNetworkError(error) ? new UnreachableError(m.openmatches_online_only()) : new Error(error.message)
  const parsed = v.safeParse(PostAnswer, data)
  if (!parsed.success) throw new Error(m.openmatches_failed())
  const { status, message, message_key, message_values, posted } = parsed.output
  const sentence = answerSentence({ status, message, ...(message_key ? { message_key, message_values: message_values ?? {} } : {}) })
  return { status, sentence, posted: posted ?? null }
}
