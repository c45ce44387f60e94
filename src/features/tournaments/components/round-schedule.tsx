import { css } from 'styled-system/css'
import type { TournamentEntry, TournamentMatch } from '~/db/types'
import { scheduleRounds } from '../lib/bracket'
import { Heading } from './heading'
import { MatchCard } from './match-card'

export interface RoundScheduleProps {
  matches: TournamentMatch[]
  entries: Map<string, TournamentEntry>
  timeZone: string | undefined
  userId: string | null
  matchActions?: (match: TournamentMatch) => React.ReactNode
}

/** Round robin and americano: every round's matches, in order. */
export function RoundSchedule({ matches, entries, timeZone, userId, matchActions }: RoundScheduleProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {scheduleRounds(matches).map((round) => (
        <section key={round.round} aria-label={round.title} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Heading sub className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })}>{round.title}</Heading>
          <ol className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } })}>
            {round.matches.map((m) => (
              <li key={m.id}>
                <MatchCard match={m} entries={entries} timeZone={timeZone} userId={userId}>
                  {matchActions?.(m)}
                </MatchCard>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
