import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useCardPayments } from '~/components/card-payments'
import { EmptyState } from '~/components/empty-state'
import { BallIcon } from '~/components/icons'
import { RefusedChangePanel } from '~/components/sync/refused-change-panel'
import { Badge } from '~/components/ui/badge'
import * as Card from '~/components/ui/card'
import { useClubs, useMyLevel, useOpenMatch, useSyncStatus } from '~/db/queries'
import { useSession } from '~/db/use-session'
import { useVisitorSync } from '~/db/sync/use-sync-lifecycle'
import { useNow } from '~/lib/use-now'
import { useMatchDetail } from './use-match-detail'
import { canKeepCourt, isOrganiser, isPartOf, joinKind, readsThread } from '../lib/place'
import { JoinPanel } from './join-panel'
import { KeepCourtPanel } from './keep-court-panel'
import { categoryLabel, pendingText, whenText } from './match-text'
import { MatchThread } from './match-thread'
import { MyPlacePanel } from './my-place-panel'
import { PlacesList } from './places-list'
import { outboxWays, shareWays } from './pay-way-choice'
import { RequestsPanel } from './requests-panel'
import { canRecordResult, ResultPanel } from './result-panel'
import { m } from '~/i18n/member'

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/** /matches/$matchId: one match from this device's copy, and what the player (or a visitor) can do with it. */
export function MatchScreen({ matchId }: { matchId: string }) {
  const match = useOpenMatch(matchId)
  const level = useMyLevel()
  const clubs = useClubs()
  const { user, loading } = useSession()
  // A visitor's device keeps the public list too: their engine runs while nobody is signed in.
  useVisitorSync(!user && !loading)
  const { online } = useSyncStatus()
  const now = useNow()
  const detail = useMatchDetail(matchId, online)
  const card = useCardPayments()
  if (match === undefined || level === undefined) return <p className={css({ color: 'fg.muted' })}>{m.openmatches_loading()}</p>
  if (match === null) {
    return (
      <EmptyState icon={BallIcon} title={m.openmatches_not_found()}>
        <Link to="/matches" className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline' })}>
          {m.openmatches_back()}
        </Link>
      </EmptyState>
    )
  }
  const userId = user?.id ?? null
  const ways = shareWays(clubs?.find((c) => c.id === match.club_id)?.pay_ways, card.offered && online)
  const kind = joinKind(match, level, now)
  const pending = pendingText(match)
  return (
    <div className={section}>
      <Link to="/matches" className={css({ textStyle: 'sm', color: 'court.plain.fg', textDecoration: 'underline' })}>
        {m.openmatches_back()}
      </Link>
      <Card.Root>
        <Card.Header>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
            <Badge tone={match.competitive ? 'info' : 'neutral'}>{match.competitive ? m.openmatches_competitive() : m.openmatches_friendly()}</Badge>
            {/* A split booking has no level range or category: its players are the booker's own. */}
            {match.private ? null : (
              <>
                <Badge>{categoryLabel(match.category)}</Badge>
                <Badge>{m.openmatches_level_range({ min: match.level_min, max: match.level_max })}</Badge>
              </>
            )}
            {match.status === 'cancelled' ? <Badge tone="danger">{m.openmatches_cancelled()}</Badge> : null}
            {pending ? <Badge tone="pending">{pending}</Badge> : null}
          </div>
          <Card.Title asChild>
            <h2>{whenText(match)}</h2>
          </Card.Title>
          <Card.Description>
            {match.club_name} · {m.openmatches_court({ number: match.court_number })}
          </Card.Description>
        </Card.Header>
        <Card.Body className={section}>
          {match.note ? <p className={css({ fontStyle: 'italic', overflowWrap: 'anywhere' })}>{match.note}</p> : null}
          <PlacesList match={match} />
          <RefusedChangePanel outboxId={match.syncState === 'conflict' || match.syncState === 'failed' ? match.outboxId : undefined} />
          {kind && !pending ? <JoinPanel match={match} kind={kind} ways={ways} level={level} signedIn={userId !== null} online={online} /> : null}
          {isPartOf(match) || pending ? <MyPlacePanel match={match} userId={userId} ways={ways} now={now} online={online} onCardClosed={detail.refresh} /> : null}
          {canKeepCourt(match, now) ? <KeepCourtPanel match={match} ways={outboxWays(ways)} online={online} /> : null}
          {canRecordResult(match, now) ? <ResultPanel match={match} /> : null}
        </Card.Body>
      </Card.Root>
      {/* Nobody asks to join a split booking. */}
      {isOrganiser(match, userId) && !match.private ? <RequestsPanel match={match} online={online} /> : null}
      {readsThread(match, userId) ? <MatchThread matchId={match.id} timeZone={match.time_zone} online={online} thread={detail.thread} onPosted={detail.add} /> : null}
    </div>
  )
}
