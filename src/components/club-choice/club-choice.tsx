import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { keepStaffClubs, keptStaffClubs, type KeptStaffClub } from '~/db/desk-clubs'
import { useSyncStatus } from '~/db/queries'
import { watchPull } from '~/db/sync/engine'
import { useUserDatabase } from '~/db/user-database'
import { chooseClub, rememberClubId, useRememberedClubId } from '~/lib/chosen-club'
import { fetchStaffClubs } from '~/lib/staff-clubs'
import { m } from '~/i18n/member'

export type StaffClubs = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; clubs: KeptStaffClub[] }

export interface ClubChoice {
  clubs: StaffClubs
  /** The club the staff pages show: the one remembered on this device while the user runs it, else their first. */
  club: KeptStaffClub | null
  choose: (id: string) => void
}

const ClubChoiceContext = createContext<ClubChoice | null>(null)

/**
 * The clubs the user runs and the one the staff pages show, for an area whose top bar offers the club switcher.
 * The list is read once per visit to the area (and again when the connection comes back) and kept in the user's
 * database, so a desk that lost its connection still knows its clubs.
 */
export function ClubChoiceProvider({ children }: { children: ReactNode }) {
  const db = useUserDatabase()
  const { online } = useSyncStatus()
  const [clubs, setClubs] = useState<StaffClubs>({ status: 'loading' })
  const remembered = useRememberedClubId()
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
        const message = navigator.onLine ? (err instanceof Error ? err.message : String(err)) : m.syncinfo_no_clubs_offline()
        // A list already on screen stays when a later read fails (the connection dropped again meanwhile).
        setClubs((shown) => (kept ? { status: 'ready', clubs: kept } : shown.status === 'ready' ? shown : { status: 'error', message }))
      },
    )
    return () => {
      live = false
    }
  }, [db, online])
  const club = clubs.status === 'ready' ? chooseClub(clubs.clubs, remembered) : null
  const clubId = club?.id
  // Whatever staff page is open, the device keeps this club's member list for when the connection drops.
  useEffect(() => {
    if (clubId) watchPull('desk-members', clubId)
  }, [clubId])
  const value = useMemo(() => ({ clubs, club, choose: rememberClubId }), [clubs, club])
  return <ClubChoiceContext.Provider value={value}>{children}</ClubChoiceContext.Provider>
}

/** The club choice of the area the page is in; the area's layout provides it (see AreaShell's `clubChoice`). */
export function useClubChoice(): ClubChoice {
  const choice = useContext(ClubChoiceContext)
  if (!choice) throw new Error('useClubChoice needs a ClubChoiceProvider: give the area layout a club choice.')
  return choice
}

/** The club choice when the area has one, else null (the top bar shows no switcher). */
export function useOptionalClubChoice(): ClubChoice | null {
  return useContext(ClubChoiceContext)
}
