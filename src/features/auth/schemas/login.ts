import * as v from 'valibot'

export const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty('Email or username is required')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
})

export type LoginInput = v.InferInput<typeof LoginSchema>

/** Spec §5: an identifier containing @ is an e-mail address, anything else a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@')
}
