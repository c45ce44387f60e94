import * as v from 'valibot'

/** The new address, trimmed and lower-cased as the auth service stores it, and different from the current one. */
export const changeEmailSchema = (current: string) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty('Please enter your new email address'),
      v.maxLength(255, 'This email address is too long'),
      v.email('Please enter a valid email address'),
      v.check((email) => email !== current.toLowerCase(), 'This is already your email address'),
    ),
  })
