import * as v from 'valibot'
import { m } from '~/i18n/member'
import { answerSentence } from '~/i18n/server-words'

/** What every write RPC answers (`public.rpc_result`): a status code, a sentence for the user, and fields. */
export const RpcAnswer = v.looseObject({ status: v.string(), message: v.string() })
export type RpcAnswer = v.InferOutput<typeof RpcAnswer> & Record<string, unknown>

/** A numeric column in an answer: a JSON number, or a string should a driver keep its precision that way. */
export const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

/** The server could not be asked (offline, the connection dropped): its sentence says so in the page's words. */
export class UnreachableError extends Error {}

/**
 * The RPC's answer, its sentence in the reader's language (its message, said by server-words.ts), or a readable error when there is
 * none (offline, server down, a shape we do not know).
 */
export function readAnswer(
  data: unknown,
  error: { message: string } | null,
  offline: string = m.memberkit_staff_offline(),
): RpcAnswer {
  if (error) throw isNetworkError(error) ? new UnreachableError(offline) : new Error(error.message)
  const parsed = v.safeParse(RpcAnswer, data)
  if (!parsed.success) throw new Error('The server sent an answer this app does not understand.')
  const answer = parsed.output as RpcAnswer
  return { ...answer, message: answerSentence(answer) }
}

/** A request that never got an answer (offline, connection dropped), as supabase-js reports it. */
export function isNetworkError(error: { message: string }): boolean {
  return /failed to fetch|network|load failed/i.test(error.message)
}

/** A check that data kept on the device still has the shape `schema` gives (null when it no longer does). */
export function readerOf<T>(schema: v.GenericSchema<unknown, T>): (data: unknown) => T | null {
  return (data) => {
    const parsed = v.safeParse(schema, data)
    return parsed.success ? parsed.output : null
  }
}
