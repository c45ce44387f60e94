import { useMemo } from 'react'
import { useClubs } from '~/db/queries'

/** Club id → IANA time zone, from the synced clubs: deadlines are shown on the club's clock. */
export function useClubZones(): Map<string, string> {
  const clubs = useClubs()
  return useMemo(() => new Map((clubs ?? []).map((c) => [c.id, c.time_zone])), [clubs])
}
