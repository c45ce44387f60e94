import { css } from 'styled-system/css'
import type { MyMatch } from '~/db/types'
import { formatPlayedOn, matchBadge, matchPlace, otherTeam, scoreText, teamPlayers, won } from '../lib/match-text'
import { explainRating } from '../lib/rating-text'
import { Badge } from './badge'
import { ConfirmActions } from './confirm-actions'
import { RefusedChangePanel } from '~/components/sync/refused-change-panel'
import { TeamLine } from './team-line'
import { m } from '~/i18n/member'

/** One match: result and score, where and when, both teams with their rating moves, and why mine moved. */
export function MatchItem({ match, meId }: { match: MyMatch; meId: string | undefined }) {
  const result = won(match) ? m.matches_won() : m.matches_lost()
  const refused = match.syncState === 'conflict' || match.syncState === 'failed'
  const actionable = match.can_confirm && match.status !== 'confirmed' && match.syncState === 'synced'
  return (
    <li
      aria-label={m.matches_item_label({ result, score: scoreText(match.sets, match.my_team), date: formatPlayedOn(match.played_at) })}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.muted',
        borderRadius: 'l3',
        bg: 'bg.default',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          <span className={css({ color: won(match) ? 'fg.success' : 'red.plain.fg' })}>{result}</span>
          <span className={css({ fontVariantNumeric: 'tabular-nums' })}> · {scoreText(match.sets, match.my_team)}</span>
        </p>
        <Badge {...matchBadge(match)} />
      </div>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        {formatPlayedOn(match.played_at)} · {matchPlace(match)}
        {match.format === 'singles' ? m.matches_singles_suffix() : ''}
      </p>
      <TeamLine label={m.matches_us()} players={teamPlayers(match, match.my_team)} meId={meId} />
      <TeamLine label={m.matches_them()} players={teamPlayers(match, otherTeam(match.my_team))} meId={meId} />
      {match.rating ? <p className={css({ textStyle: 'sm', fontWeight: 'medium' })}>{explainRating(match.rating)}</p> : null}
      {match.status === 'disputed' && match.dispute_reason ? (
        <p className={css({ textStyle: 'sm', color: 'red.subtle.fg', bg: 'red.subtle.bg', px: '3', py: '2', borderRadius: 'l2' })}>
          {m.matches_disputed_reason({ reason: match.dispute_reason })}
        </p>
      ) : null}
      {refused ? <RefusedChangePanel outboxId={match.outboxId} /> : null}
      {actionable ? <ConfirmActions match={match} /> : null}
    </li>
  )
}
