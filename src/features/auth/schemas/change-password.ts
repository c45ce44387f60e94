import * as v from 'valibot'
import { fitsPasswordHash } from './password'
import { m } from '~/i18n/auth'

/** docs/product.md §5: the settings dialog asks only for 6 characters, and the two entries must match. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.minLength(6, () => m.password_min_6()), fitsPasswordHash),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => m.password_mismatch(),
    ),
    ['confirmPassword'],
  ),
)

export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>
