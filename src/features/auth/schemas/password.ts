import * as v from 'valibot'

/** The registration password rules (spec §5), one message per rule so the user sees what is missing. */
export const strongPassword = v.pipe(
  v.string(),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
  v.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
  v.regex(/[0-9]/, 'Password must contain at least one number'),
  v.regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character'),
)
