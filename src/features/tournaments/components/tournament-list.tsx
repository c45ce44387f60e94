import { useState } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { TrophyIcon } from '~/components/icons'
import { Button } from '~/components/ui/button'
import { useTournaments } from '~/db/queries'
import type { TournamentRow } from '~/db/types'
import { sectionTournaments } from '../lib/status'
import { TournamentCard } from './tournament-card'
import { useClubZones } from './use-club-zones'
import { useNow } from '~/lib/use-now'
import { usePendingChanges } from './use-pending-changes'
import { m } from '~/i18n/member'

const PAST_SHOWN = 6

/** Every tournament on this device (so offline too): open ones first, then those under way, then the past. */
export function TournamentList() {
  const tournaments = useTournaments()
  const zones = useClubZones()
  const pending = usePendingChanges()
  const now = useNow()
  const [allPast, setAllPast] = useState(false)
  if (tournaments === undefined) return <p className={css({ color: 'fg.muted' })}>{m.tournaments_loading_tournaments()}</p>
  if (tournaments.length === 0) {
    return (
      <EmptyState
        icon={TrophyIcon}
        title={m.tournaments_none_on_device_title()}
        description={m.tournaments_none_on_device_description()}
      />
    )
  }
  const { open, running, past } = sectionTournaments(tournaments, now)
  const section = (id: string, title: string, rows: TournamentRow[], empty: string, total = rows.length) => (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id={id} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
        {title} <span className={css({ color: 'fg.muted', fontWeight: 'medium' })}>({total})</span>
      </h2>
      {rows.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{empty}</p>
      ) : (
        <ul className={grid}>
          {rows.map((t) => (
            <TournamentCard key={t.id} tournament={t} timeZone={zones.get(t.club_id)} pending={pending.get(t.id)} now={now} />
          ))}
        </ul>
      )}
    </section>
  )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      {section('open-heading', m.tournaments_section_open(), open, m.tournaments_empty_open())}
      {section('running-heading', m.tournaments_section_running(), running, m.tournaments_empty_running())}
      {section('past-heading', m.tournaments_section_past(), allPast ? past : past.slice(0, PAST_SHOWN), m.tournaments_empty_past(), past.length)}
      {past.length > PAST_SHOWN ? (
        <Button variant="outline" className={css({ alignSelf: 'flex-start' })} onClick={() => setAllPast((v) => !v)}>
          {allPast ? m.tournaments_show_fewer_past() : m.tournaments_show_all_past({ count: past.length })}
        </Button>
      ) : null}
    </div>
  )
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', '2xl': 'repeat(3, minmax(0, 1fr))' } })
