import { css } from 'styled-system/css'
import type { TournamentDetail, TournamentEntry, TournamentMatch } from '~/db/types'
import { knockoutColumns } from '../lib/bracket'
import { Heading } from './heading'
import { MatchCard } from './match-card'
import { m } from '~/i18n/member'

export interface KnockoutBracketProps {
  detail: TournamentDetail
  entries: Map<string, TournamentEntry>
  timeZone: string | undefined
  userId: string | null
  matchActions?: (match: TournamentMatch) => React.ReactNode
}

/**
 * Rounds as columns, first round to final. Each column spreads its matches over the same height, so a
 * match sits level with the two it follows; on a phone the bracket scrolls sideways inside its own box.
 */
export function KnockoutBracket({ detail, entries, timeZone, userId, matchActions }: KnockoutBracketProps) {
  const columns = knockoutColumns(detail.matches, detail.rounds)
  return (
    <div
      role="region"
      aria-label={m.tournaments_bracket_region()}
      tabIndex={0}
      className={css({
        // relative: the match cards' visually hidden text is absolutely positioned, and without a containing
        // block here it escapes the scroller and widens the whole page on a phone.
        position: 'relative',
        overflowX: 'auto',
        pb: '2',
        outline: 'none',
        _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px', borderRadius: 'l2' },
      })}
    >
      <div className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { base: '15rem', md: '16rem' }, gap: '4', minH: '100%' })}>
        {columns.map((column) => (
          <section key={column.round} aria-label={column.title} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <Heading sub className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })}>{column.title}</Heading>
            {column.matches.length === 0 ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted', flex: '1', display: 'flex', alignItems: 'center' })}>{m.tournaments_waiting_previous()}</p>
            ) : (
              <ol className={css({ display: 'flex', flexDirection: 'column', justifyContent: 'space-around', gap: '3', flex: '1' })}>
                {column.matches.map((match) => (
                  <li key={match.id}>
                    <MatchCard match={match} entries={entries} timeZone={timeZone} userId={userId}>
                      {matchActions?.(match)}
                    </MatchCard>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </div>
  )
}
