import * as v from 'valibot'
import { fitsPasswordHash } from './password'

/** Spec §5: the settings dialog asks only for 6 characters, and the two entries must match. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters'), fitsPasswordHash),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
)

export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>
