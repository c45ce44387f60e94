import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'

/** The server said no: its sentence, unchanged, and the field it is about when it names one. */
export class SettingRefused extends Error {
  readonly status: string
  readonly field: string | null
  readonly answer: RpcAnswer
  constructor(answer: RpcAnswer) {
    super(answer.message)
    this.status = answer.status
    this.field = typeof answer.field === 'string' ? answer.field : null
    this.answer = answer
  }
}

export type SettingCall = PromiseLike<{ data: unknown; error: { message: string } | null }>

/**
 * Sends one settings change; answers other than `done` are thrown as SettingRefused (a club's settings, a country's
 * defaults: one way to send a change and show its refusal beside the field it names).
 */
export async function sendSettingChange(call: SettingCall, done: readonly string[], offline: string): Promise<RpcAnswer> {
  const { data, error } = await call
  const answer = readAnswer(data, error, offline)
  if (!done.includes(answer.status)) throw new SettingRefused(answer)
  return answer
}
