import * as v from 'valibot'
import { m } from '~/i18n/auth'

export const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(() => m.signin_identifier_required())),
  password: v.pipe(v.string(), v.nonEmpty(() => m.signin_password_required())),
})

export type LoginInput = v.InferInput<typeof LoginSchema>

/** docs/product.md §5: an identifier containing @ is an e-mail address, anything else a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@')
}
