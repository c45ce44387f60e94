/** The home club from the profile row (`select *` brings it; the typed Profile does not list it). */
export function homeClubId(profile: unknown): string | null {
  const id = (profile as { home_club_id?: unknown } | null)?.home_club_id
  return typeof id === 'string' && id !== '' ? id : null
}
