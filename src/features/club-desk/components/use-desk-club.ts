import { useEffect, useState } from 'react'
import { fetchStaffClubs, type StaffClub } from '../api/staff-clubs'
import { chooseClub, rememberClubId, rememberedClubId } from '../lib/chosen-club'

export type StaffClubs = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; clubs: StaffClub[] }

/** The clubs the user runs and the one the desk shows (remembered on this device). */
export function useDeskClub() {
  const [clubs, setClubs] = useState<StaffClubs>({ status: 'loading' })
  const [chosen, setChosen] = useState<string | null>(rememberedClubId)
  useEffect(() => {
    let live = true
    fetchStaffClubs().then(
      (list) => live && setClubs({ status: 'ready', clubs: list }),
      (err: unknown) => live && setClubs({ status: 'error', message: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [])
  const club = clubs.status === 'ready' ? chooseClub(clubs.clubs, chosen) : null
  function choose(id: string) {
    rememberClubId(id)
    setChosen(id)
  }
  return { clubs, club, choose }
}
