import * as v from 'valibot'
import { isValidE164 } from '../phone'
import { emailAddress } from './email'
import { strongPassword } from './password'
import { m } from '~/i18n/auth'

/**
 * The Join form (docs/product.md §5). `phone` holds the E.164 value the phone input produces ('' when empty);
 * the referral code's validity is asked of the server separately, so here it is only optional text.
 */
export const RegistrationSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(2, () => m.join_first_name_short())),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(2, () => m.join_last_name_short())),
  email: emailAddress,
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, () => m.join_username_short()),
    v.regex(/^[A-Za-z0-9_-]+$/, () => m.join_username_chars()),
  ),
  password: strongPassword,
  // An addition to the original brief's rules (docs/product.md §5, §16): we store E.164, so a number that cannot
  // be one is refused rather than dropped.
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || isValidE164(value), () => m.join_phone_invalid()),
    ),
    '',
  ),
  referralCode: v.optional(v.pipe(v.string(), v.trim()), ''),
})

export type RegistrationInput = v.InferInput<typeof RegistrationSchema>
export type RegistrationData = v.InferOutput<typeof RegistrationSchema>

/** The sign-up metadata the database trigger reads (docs/product.md §3): empty optional fields become null. */
export function signUpMetadata(data: RegistrationData) {
  return {
    first_name: data.firstName,
    last_name: data.lastName,
    username: data.username,
    phone: data.phone || null,
    referral_code: data.referralCode || null,
  }
}
