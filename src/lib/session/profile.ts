import * as v from 'valibot'
import { Constants, type Enums, type Tables } from '~/lib/database.types'
import { m } from '~/i18n/member'

/** The roles a profile can hold; `member` is the default the database gives a new account. */
export const ROLES = Constants.public.Enums.user_role
export type Role = Enums<'user_role'>

/** One row of `public.profiles` as the client reads it (`select *`). */
export type Profile = Tables<'profiles'>

/** Every column of a profile row; the sync engine checks it mirrors `Profile` exactly (db/sync/rows.ts). */
export const ProfileSchema = v.object({
  id: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  username: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  role: v.picklist(ROLES),
  home_club_id: v.nullable(v.string()),
  referral_code: v.string(),
  referred_by: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  // The player's language (null: the browser's). A copy kept on a device before the column existed lacks it.
  locale: v.optional(v.nullable(v.string()), null),
})

const ROLE_LABELS: Record<Role, () => string> = {
  member: () => m.appnav_role_member(),
  club_owner: () => m.appnav_role_club_owner(),
  country_owner: () => m.appnav_role_country_owner(),
  super_admin: () => m.appnav_role_super_admin(),
}

/** A human label for a role; an unknown value from the server is shown as is rather than hidden. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return ROLE_LABELS.member()
  return (ROLE_LABELS as Record<string, (() => string) | undefined>)[role]?.() ?? role
}

/** Rows come from the network: a row is a profile only when every column is what the type promises. */
export function isProfile(value: unknown): value is Profile {
  return v.is(ProfileSchema, value)
}
