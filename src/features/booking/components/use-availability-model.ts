import { useEffect, useMemo, useState } from 'react'
import { useAvailability, useCourts, useSlots, useSyncStatus } from '~/db/queries'
import { refreshPull } from '~/db/sync/engine'
import type { ClubRow } from '~/db/types'
import { buildAvailability, type Availability } from '../lib/availability'
import { isIsoDate } from '~/lib/club-time'

export type RefreshState = 'idle' | 'loading' | 'fresh' | 'offline' | 'error'

/**
 * Courts × slots for the chosen club and day, from the local snapshot (so it renders offline), and a fetch
 * of a fresh snapshot whenever the club, the day or the connection changes.
 */
export function useAvailabilityModel(club: ClubRow | undefined, date: string, now: Date) {
  const clubId = club?.id
  const validDate = isIsoDate(date) ? date : undefined
  const courts = useCourts(clubId)
  const slots = useSlots()
  const rows = useAvailability(clubId, validDate)
  const { online } = useSyncStatus()
  const [refresh, setRefresh] = useState<{ key: string; state: RefreshState }>({ key: '', state: 'idle' })
  const key = `${clubId}|${validDate}`

  useEffect(() => {
    if (!clubId || !validDate) return
    let live = true
    setRefresh({ key, state: 'loading' })
    void refreshPull('availability', { clubId, date: validDate }).then((state) => {
      if (live) setRefresh({ key, state })
    })
    return () => {
      live = false
    }
  }, [clubId, validDate, online, key])

  const availability: Availability | undefined = useMemo(() => {
    if (!club || !validDate || !courts || !slots || !rows) return undefined
    // Every club has courts: none here means they are not on this device yet (the first sync writes the clubs
    // first), or the live query still holds another club's; either way the grid is still loading.
    const clubCourts = courts.filter((c) => c.club_id === club.id)
    if (clubCourts.length === 0) return undefined
    // A live query keeps its last answer until the next one arrives: just after the day (or club) changes, those
    // rows are the previous day's, and their taken and started cells must not be shown as this day's.
    const dayRows = rows.filter((r) => r.clubId === club.id && r.date === validDate)
    return buildAvailability({ courts: clubCourts, slots, rows: dayRows, club, date: validDate, now })
  }, [club, validDate, courts, slots, rows, now])

  return { availability, refresh: refresh.key === key ? refresh.state : 'idle', online }
}
