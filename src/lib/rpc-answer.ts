import * as v from 'valibot'

/** What every write RPC answers (`public.rpc_result`): a status code, a sentence for the user, and fields. */
export const RpcAnswer = v.looseObject({ status: v.string(), message: v.string() })
export type RpcAnswer = v.InferOutput<typeof RpcAnswer> & Record<string, unknown>

/** A numeric column in an answer: a JSON number, or a string should a driver keep its precision that way. */
export const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

/** The RPC's answer, or a readable error when there is none (offline, server down, a shape we do not know). */
export function readAnswer(
  data: unknown,
  error: { message: string } | null,
  offline = 'You are offline. Staff actions need a connection.',
): RpcAnswer {
  if (error) throw new Error(isNetworkError(error) ? offline : error.message)
  const parsed = v.safeParse(RpcAnswer, data)
  if (!parsed.success) throw new Error('The server sent an answer this app does not understand.')
  return parsed.output as RpcAnswer
}

/** A request that never got an answer (offline, connection dropped), as supabase-js reports it. */
export function isNetworkError(error: { message: string }): boolean {
  return /failed to fetch|network|load failed/i.test(error.message)
}
