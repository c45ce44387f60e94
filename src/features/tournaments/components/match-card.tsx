import { css, cx } from 'styled-system/css'
import type { TournamentEntry, TournamentMatch } from '~/db/types'
import { matchTimeText } from '../lib/dates'
import { teamName } from '../lib/teams'
import { m } from '~/i18n/member'

export interface MatchCardProps {
  match: TournamentMatch
  entries: Map<string, TournamentEntry>
  timeZone: string | undefined
  userId: string | null
  /** Extra controls under the match (staff: record the result). */
  children?: React.ReactNode
  className?: string
}

/** One match of the draw or schedule: both teams, the games of each set, who won, when and where. */
export function MatchCard({ match, entries, timeZone, userId, children, className }: MatchCardProps) {
  const sides = [match.team1_entry_id, match.team2_entry_id] as const
  const bye = match.status === 'bye'
  const when = [match.scheduled_at ? matchTimeText(match.scheduled_at, timeZone) : null, match.court_number ? m.tournaments_court({ number: match.court_number }) : null].filter(Boolean).join(' · ')
  return (
    <div
      className={cx(
        css({ display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l2', bg: 'bg.default', overflow: 'hidden', minW: '0' }),
        className,
      )}
    >
      {sides.map((entryId, index) => {
        const entry = entryId ? entries.get(entryId) : undefined
        const won = match.winner_entry_id !== null && match.winner_entry_id === entryId
        const mine = userId !== null && entry?.players.some((p) => p.id === userId)
        const games = match.sets.map((set) => set[index as 0 | 1])
        return (
          <div
            key={index}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              px: '3',
              py: '2',
              minH: '10',
              borderTopWidth: index === 1 ? '1px' : '0',
              borderColor: 'border.muted',
              bg: mine ? 'court.subtle.bg' : 'transparent',
            })}
          >
            <span
              className={css({
                flex: '1',
                minW: '0',
                textStyle: 'sm',
                fontWeight: won ? 'bold' : 'medium',
                color: entry ? 'fg.default' : 'fg.muted',
                overflowWrap: 'anywhere',
              })}
            >
              {entry ? teamName(entry) : bye && !entryId ? m.tournaments_bye() : m.tournaments_to_be_decided()}
              {won ? <span className={css({ srOnly: true })}>{m.tournaments_won_suffix()}</span> : null}
            </span>
            {games.length > 0 ? (
              <span className={css({ display: 'flex', gap: '1.5', fontVariantNumeric: 'tabular-nums' })}>
                {games.map((g, i) => (
                  <span key={i} className={css({ minW: '5', textAlign: 'center', textStyle: 'sm', fontWeight: won ? 'bold' : 'normal' })}>
                    {g}
                  </span>
                ))}
              </span>
            ) : null}
            {won ? <span aria-hidden="true" className={css({ color: 'fg.success', fontWeight: 'bold' })}>✓</span> : null}
          </div>
        )
      })}
      {when || bye || children ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '3', py: '1.5', bg: 'bg.subtle', borderTopWidth: '1px', borderColor: 'border.muted' })}>
          <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{bye ? m.tournaments_bye_through() : when}</span>
          {children}
        </div>
      ) : null}
    </div>
  )
}
