import * as v from 'valibot'
import { m } from '~/i18n/auth'

/**
 * bcrypt, behind Supabase Auth, reads at most 72 bytes, and the server refuses longer passwords.
 * Said here in the form, in bytes, because an accented letter takes 2 and an emoji 4.
 */
export const MAX_PASSWORD_BYTES = 72
export const fitsPasswordHash = v.check(
  (password: string) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
  () => m.password_too_long(),
)

/** The registration password rules (docs/product.md §5), one message per rule so the user sees what is missing. */
export const strongPassword = v.pipe(
  v.string(),
  v.minLength(8, () => m.password_min_8()),
  v.regex(/[A-Z]/, () => m.password_need_upper()),
  v.regex(/[a-z]/, () => m.password_need_lower()),
  v.regex(/[0-9]/, () => m.password_need_number()),
  v.regex(/[^A-Za-z0-9]/, () => m.password_need_special()),
  fitsPasswordHash,
)

/** The rules above in one sentence, under every field that sets a password. */
export const passwordRulesHint = () => m.password_rules_hint()
