import { useMemo } from 'react'
import { useMyBookings } from '~/db/queries'
import { useSession } from '~/db/use-session'

/** The player's clubs, whose matches come first: their home club and the clubs they book at. */
export function useMyClubs(): ReadonlySet<string> {
  const { profile } = useSession()
  const bookings = useMyBookings()
  return useMemo(() => {
    const ids = new Set((bookings ?? []).map((b) => b.club_id))
    if (profile?.home_club_id) ids.add(profile.home_club_id)
    return ids
  }, [bookings, profile?.home_club_id])
}
