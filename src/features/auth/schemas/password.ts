import * as v from 'valibot'

/**
 * bcrypt, behind Supabase Auth, reads at most 72 bytes, and the server refuses longer passwords.
 * Said here in the form, in bytes, because an accented letter takes 2 and an emoji 4.
 */
export const MAX_PASSWORD_BYTES = 72
export const fitsPasswordHash = v.check(
  (password: string) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
  'Password must be at most 72 bytes (an accented letter counts as 2, an emoji as 4)',
)

/** The registration password rules (spec §5), one message per rule so the user sees what is missing. */
export const strongPassword = v.pipe(
  v.string(),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
  v.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
  v.regex(/[0-9]/, 'Password must contain at least one number'),
  v.regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character'),
  fitsPasswordHash,
)

/** The rules above in one sentence, under every field that sets a password. */
export const PASSWORD_RULES_HINT = 'At least 8 characters, with upper and lower case letters, a number and a special character.'
