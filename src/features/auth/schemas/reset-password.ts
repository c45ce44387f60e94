import * as v from 'valibot'
import { strongPassword } from './password'
import { m } from '~/i18n/auth'

/**
 * Choosing a new password after a recovery link. The original brief had no row for it (docs/product.md §5 lists
 * it now); it sets the account's password from scratch like registration does, so it takes the registration rules,
 * plus a confirmation.
 */
export const ResetPasswordSchema = v.pipe(
  v.object({ password: strongPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => m.password_mismatch(),
    ),
    ['confirmPassword'],
  ),
)

export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>
