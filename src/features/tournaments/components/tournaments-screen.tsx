import { css } from 'styled-system/css'
import { TournamentsOfflineNote } from './offline-note'
import { TournamentDetailView } from './tournament-detail-view'
import { TournamentList } from './tournament-list'

/** /tournaments: the list, or one tournament when the address names it. */
export function TournamentsScreen({ tournamentId }: { tournamentId: string | undefined }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <TournamentsOfflineNote />
      {tournamentId ? <TournamentDetailView key={tournamentId} tournamentId={tournamentId} /> : <TournamentList />}
    </div>
  )
}
