/** The roles a profile can hold; `member` is the default the database gives a new account. */
export const ROLES = ['member', 'club_owner', 'country_owner', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** One row of `public.profiles` as the client reads it (`select *`). */
export interface Profile {
  id: string
  first_name: string | null
  last_name: string | null
  username: string | null
  email: string | null
  phone: string | null
  role: Role
  created_at: string
  updated_at: string | null
  referral_code: string | null
}

const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  club_owner: 'Club owner',
  country_owner: 'Country owner',
  super_admin: 'Super admin',
}

/** A human label for a role; an unknown value from the server is shown as is rather than hidden. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return ROLE_LABELS.member
  return (ROLE_LABELS as Record<string, string>)[role] ?? role
}

/** Rows come from the network: keep only what the type promises, so a server surprise fails loudly here. */
export function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false
  const row = value as Record<string, unknown>
  return typeof row.id === 'string' && typeof row.role === 'string'
}
