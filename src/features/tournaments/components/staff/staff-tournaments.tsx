import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { TrophyIcon } from '~/components/icons'
import { Button } from '~/components/ui/button'
import { useTournaments } from '~/db/queries'
import { sectionTournaments } from '../../lib/status'
import { useNow } from '~/lib/use-now'
import { CreateTournamentDialog } from './create-tournament-dialog'
import { StaffTournamentItem } from './staff-tournament-item'
import { useStaffClubs } from './use-staff-clubs'
import { m } from '~/i18n/member'

/**
 * The staff side (club owner, country owner, super admin), kept minimal: publish a tournament at a club
 * they run, close its registration early, record match results. Everything here is online only.
 */
export function StaffTournaments() {
  const { state, retry } = useStaffClubs()
  const tournaments = useTournaments()
  const now = useNow()
  const [creating, setCreating] = useState(false)
  const clubs = useMemo(() => (state.status === 'ready' ? state.clubs : []), [state])
  const mine = useMemo(() => {
    const ids = new Set(clubs.map((c) => c.id))
    return (tournaments ?? []).filter((t) => ids.has(t.club_id))
  }, [clubs, tournaments])

  if (state.status === 'loading') return <p className={css({ color: 'fg.muted' })}>{m.tournaments_loading_clubs()}</p>
  if (state.status === 'failed') {
    return (
      <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
        <p>{m.tournaments_clubs_failed({ message: state.message })}</p>
        <Button variant="outline" onClick={retry}>
          {m.tournaments_try_again()}
        </Button>
      </div>
    )
  }
  if (clubs.length === 0) return <EmptyState icon={TrophyIcon} title={m.tournaments_no_club_title()} description={m.tournaments_no_club_description()} />
  const zones = new Map(clubs.map((c) => [c.id, c.time_zone]))
  const { open, running, past } = sectionTournaments(mine, now)
  const groups = [
    { id: 'staff-open', title: m.tournaments_section_open(), rows: open },
    { id: 'staff-running', title: m.tournaments_section_running(), rows: running },
    { id: 'staff-past', title: m.tournaments_section_past(), rows: past },
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          {clubs.length === 1 ? clubs[0]?.name : m.tournaments_clubs_count({ count: clubs.length })} · {m.tournaments_tournaments_count({ count: mine.length })}
        </p>
        <Button onClick={() => setCreating(true)}>{m.tournaments_create_tournament()}</Button>
      </div>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h2 id={g.id} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
            {g.title} <span className={css({ color: 'fg.muted', fontWeight: 'medium' })}>({g.rows.length})</span>
          </h2>
          {g.rows.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.tournaments_none()}</p>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              {g.rows.map((t) => (
                <StaffTournamentItem key={t.id} tournament={t} timeZone={zones.get(t.club_id)} now={now} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <CreateTournamentDialog clubs={clubs} open={creating} onClose={() => setCreating(false)} />
    </div>
  )
}
