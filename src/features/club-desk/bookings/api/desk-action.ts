import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'

/**
 * A staff action's answer: returned when its status is one of `done`, otherwise thrown with the server's own
 * sentence (the dialog shows it unchanged). `bookings_in_the_way` and other answers a dialog handles are in `done`.
 */
export function deskAnswer(data: unknown, error: { message: string } | null, done: readonly string[]): RpcAnswer {
  const answer = readAnswer(data, error)
  if (!done.includes(answer.status)) throw new Error(answer.message)
  return answer
}
