import type { Profile } from '~/lib/session/profile'

/** The profile's home club; null when it has none. */
export function homeClubId(profile: Profile | null): string | null {
  return profile?.home_club_id || null
}
