import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { ChevronLeftIcon, TrophyIcon } from '~/components/icons'
import { useTournamentDetail, useTournaments } from '~/db/queries'
import { useSession } from '~/db/use-session'
import { DetailSummary } from './detail-summary'
import { DrawSection } from './draw-section'
import { EntriesSection } from './entries-section'
import { MyEntryPanel } from './my-entry-panel'
import { useClubZones } from './use-club-zones'
import { useDetailRefresh } from './use-detail-refresh'
import { useNow } from '~/lib/use-now'
import { usePendingChanges } from './use-pending-changes'
import { WinnerBanner } from './winner-banner'
import { m } from '~/i18n/member'

/** One tournament: what it is, the player's entry (register / withdraw), the teams, the draw and results. */
export function TournamentDetailView({ tournamentId }: { tournamentId: string }) {
  const list = useTournaments()
  const detail = useTournamentDetail(tournamentId)
  const pending = usePendingChanges().get(tournamentId)
  const zones = useClubZones()
  const now = useNow()
  const { user } = useSession()
  // A change of this device settling (or being refused) is a reason to fetch the server's view again.
  const refresh = useDetailRefresh(tournamentId, pending ? `${pending.outboxId}:${pending.state}` : 'settled')
  // The list row carries the player's own (optimistic) state; the detail adds teams and the draw.
  const tournament = list?.find((t) => t.id === tournamentId) ?? detail?.tournament

  const back = (
    <Link to="/tournaments" search={{}} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', alignSelf: 'flex-start', color: 'court.plain.fg', fontWeight: 'semibold', textStyle: 'sm', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
      <ChevronLeftIcon size={16} />
      {m.tournaments_all_tournaments()}
    </Link>
  )
  if (!tournament) {
    const loading = list === undefined || detail === undefined || refresh === 'loading'
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {back}
        {loading ? (
          <p className={css({ color: 'fg.muted' })}>{m.tournaments_loading_tournament()}</p>
        ) : (
          <EmptyState icon={TrophyIcon} title={m.tournaments_not_found_title()} description={m.tournaments_not_found_description()} />
        )}
      </div>
    )
  }
  const timeZone = zones.get(tournament.club_id)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {back}
      <DetailSummary tournament={tournament} timeZone={timeZone} pending={pending} now={now} />
      <WinnerBanner tournament={tournament} />
      <MyEntryPanel tournament={tournament} detail={detail ?? null} pending={pending} userId={user?.id ?? null} timeZone={timeZone} now={now} />
      {detail ? (
        <>
          {/* Before the draw, the teams are the news; after it, the bracket or schedule is. */}
          {detail.matches.length === 0 ? <EntriesSection detail={detail} userId={user?.id ?? null} /> : null}
          <DrawSection detail={detail} timeZone={timeZone} userId={user?.id ?? null} />
          {detail.matches.length > 0 ? <EntriesSection detail={detail} userId={user?.id ?? null} /> : null}
        </>
      ) : refresh === 'loading' || detail === undefined ? (
        <p className={css({ color: 'fg.muted' })}>{m.tournaments_loading_teams_draw()}</p>
      ) : (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {refresh === 'error'
            ? m.tournaments_detail_failed()
            : m.tournaments_detail_not_on_device()}
        </p>
      )}
    </div>
  )
}
