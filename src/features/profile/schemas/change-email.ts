import * as v from 'valibot'
import { m } from '~/i18n/member'

/** The new address, trimmed and lower-cased as the auth service stores it, and different from the current one. */
export const changeEmailSchema = (current: string) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty(() => m.profile_new_email_required()),
      v.maxLength(255, () => m.profile_email_too_long()),
      v.email(() => m.profile_email_invalid()),
      v.check((email) => email !== current.toLowerCase(), () => m.profile_email_unchanged()),
    ),
  })
