import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { BallIcon } from '~/components/icons'
import { useClubs, useMyLevel, useOpenMatches } from '~/db/queries'
import { useVisitorSync } from '~/db/sync/use-sync-lifecycle'
import { useSession } from '~/db/use-session'
import { todayInZone } from '~/lib/club-time'
import { useNow } from '~/lib/use-now'
import { chipZone, clubsListed, dayChoices, filterMatches, orderMatches, type MatchFilters } from '../lib/filters'
import { FilterBar } from './filter-bar'
import { MatchCard } from './match-card'
import { useMyClubs } from './use-my-clubs'
import { m } from '~/i18n/member'

export interface MatchListScreenProps {
  filters: MatchFilters
  onFilters: (next: Partial<MatchFilters>) => void
}

/** /matches: the open matches of the next days from this device's copy (so offline too), filtered and the player's clubs first. */
export function MatchListScreen({ filters, onFilters }: MatchListScreenProps) {
  // A visitor's device keeps the public list too: their engine runs while nobody is signed in.
  const { user, loading, profile } = useSession()
  useVisitorSync(!user && !loading)
  const list = useOpenMatches()
  const level = useMyLevel()
  const myClubs = useMyClubs()
  const clubs = useClubs()
  const now = useNow()
  // The chips count the days of the clubs' calendar (a match's day is its club's), not the device's.
  const homeZone = clubs?.find((c) => c.id === profile?.home_club_id)?.time_zone ?? null
  const zone = chipZone(list?.matches ?? [], filters.club, homeZone, Intl.DateTimeFormat().resolvedOptions().timeZone)
  const days = useMemo(() => dayChoices(todayInZone(zone, now)), [zone, now])
  const shown = useMemo(
    () => (list ? orderMatches(filterMatches(list.matches.filter((x) => Date.parse(x.starts_at) > now.getTime()), filters, level ?? null), myClubs) : []),
    [list, filters, level, myClubs, now],
  )
  if (list === undefined || level === undefined) return <p className={css({ color: 'fg.muted' })}>{m.openmatches_loading()}</p>
  return (
    <>
      <FilterBar filters={filters} days={days} clubs={clubsListed(list.matches)} level={level} onChange={onFilters} />
      {list.syncedAt === null && list.matches.length === 0 ? (
        <EmptyState icon={BallIcon} title={m.openmatches_not_synced()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={BallIcon} title={m.openmatches_none()} description={m.openmatches_none_hint()}>
          <Link to="/booking" className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline' })}>
            {m.openmatches_book_first()}
          </Link>
        </EmptyState>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } })}>
          {shown.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </ul>
      )}
    </>
  )
}
