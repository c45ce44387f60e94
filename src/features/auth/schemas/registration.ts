import * as v from 'valibot'
import { isValidE164 } from '../phone'
import { emailAddress } from './email'
import { strongPassword } from './password'

/**
 * The Join form (spec §5). `phone` holds the E.164 value the phone input produces ('' when empty);
 * the referral code's validity is asked of the server separately, so here it is only optional text.
 */
export const RegistrationSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(2, 'First name must be at least 2 characters')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(2, 'Last name must be at least 2 characters')),
  email: emailAddress,
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, 'Username must be at least 3 characters'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, underscores, and hyphens'),
  ),
  password: strongPassword,
  // Not in the spec's table: we store E.164, so a number that cannot be one is refused rather than dropped.
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || isValidE164(value), 'Please enter a valid phone number'),
    ),
    '',
  ),
  referralCode: v.optional(v.pipe(v.string(), v.trim()), ''),
})

export type RegistrationInput = v.InferInput<typeof RegistrationSchema>
export type RegistrationData = v.InferOutput<typeof RegistrationSchema>

/** The sign-up metadata the database trigger reads (spec §3): empty optional fields become null. */
export function signUpMetadata(data: RegistrationData) {
  return {
    first_name: data.firstName,
    last_name: data.lastName,
    username: data.username,
    phone: data.phone || null,
    referral_code: data.referralCode || null,
  }
}
