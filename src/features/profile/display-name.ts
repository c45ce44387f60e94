import type { Profile } from '~/lib/session/profile'
import { m } from '~/i18n/member'

type NameParts = Pick<Profile, 'first_name' | 'last_name'>

/**
 * The name shown in top bars: first and last name from the profile, else the part of the e-mail
 * before the @, else "User" (docs/product.md §2.9).
 */
export function displayName(
  profile: Partial<NameParts> | null | undefined,
  user: { email?: string | null } | null | undefined,
): string {
  // Both parts, as docs/product.md §2.9 words it; a lone first name falls through to the e-mail prefix.
  const first = profile?.first_name?.trim()
  const last = profile?.last_name?.trim()
  if (first && last) return `${first} ${last}`
  const prefix = user?.email?.split('@')[0]?.trim()
  if (prefix) return prefix
  return m.profile_user()
}

/** First and last name joined, or '' when both are empty. */
export function fullName(profile: Partial<NameParts> | null | undefined): string {
  return [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}

/** The avatar letter: first letter of the display name, upper-cased. */
export function initial(profile: Partial<NameParts> | null | undefined, user: { email?: string | null } | null | undefined): string {
  return displayName(profile, user).charAt(0).toUpperCase()
}
