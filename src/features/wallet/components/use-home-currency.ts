import { useClubs } from '~/db/queries'
import type { ClubRow } from '~/db/types'
import { useSession } from '~/db/use-session'
import { homeClubId } from '../lib/home-club'

/** The home club as this device keeps it, or null (no home club, or its club not on this device yet). */
export function useHomeClub(): ClubRow | null {
  const clubs = useClubs()
  const { profile } = useSession()
  const id = homeClubId(profile)
  return clubs?.find((c) => c.id === id) ?? null
}

/** The home club's currency, or null (no home club, or its club not on this device yet). */
export function useHomeCurrency(): string | null {
  return useHomeClub()?.currency ?? null
}
