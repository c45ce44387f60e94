import { useEffect, useState } from 'react'
import { keepStaffClubs, keptStaffClubs } from '~/db/desk-clubs'
import { watchDesk } from '~/db/sync/engine'
import { useUserDatabase } from '~/db/user-database'
import { fetchStaffClubs, type StaffClub } from '../api/staff-clubs'
import { chooseClub, rememberClubId, rememberedClubId } from '../lib/chosen-club'

export type StaffClubs = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; clubs: StaffClub[] }

/**
 * The clubs the user runs and the one the desk shows (remembered on this device). The list is kept in the
 * user's database, so a desk that lost its connection still knows its clubs.
 */
export function useDeskClub() {
  const db = useUserDatabase()
  const [clubs, setClubs] = useState<StaffClubs>({ status: 'loading' })
  const [chosen, setChosen] = useState<string | null>(rememberedClubId)
  useEffect(() => {
    let live = true
    fetchStaffClubs().then(
      (list) => {
        if (db) void keepStaffClubs(db, list)
        if (live) setClubs({ status: 'ready', clubs: list })
      },
      async (err: unknown) => {
        const kept = db ? await keptStaffClubs(db) : null
        if (!live) return
        if (kept) setClubs({ status: 'ready', clubs: kept })
        else setClubs({ status: 'error', message: navigator.onLine ? (err instanceof Error ? err.message : String(err)) : 'You are offline and this device has not kept your clubs yet.' })
      },
    )
    return () => {
      live = false
    }
  }, [db])
  const club = clubs.status === 'ready' ? chooseClub(clubs.clubs, chosen) : null
  const clubId = club?.id
  // Whatever desk page is open, the device keeps this club's member list for when the connection drops.
  useEffect(() => {
    if (clubId) watchDesk(clubId)
  }, [clubId])
  function choose(id: string) {
    rememberClubId(id)
    setChosen(id)
  }
  return { clubs, club, choose }
}
