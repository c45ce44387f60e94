import { useId } from 'react'
import { css } from 'styled-system/css'
import type { TournamentDetail, TournamentMatch } from '~/db/types'
import { progress } from '../lib/bracket'
import { deadlineText } from '../lib/dates'
import { entryIndex } from '../lib/teams'
import { Heading } from './heading'
import { KnockoutBracket } from './knockout-bracket'
import { RoundSchedule } from './round-schedule'
import { StandingsTable } from './standings-table'
import { m } from '~/i18n/member'

export interface DrawSectionProps {
  detail: TournamentDetail
  timeZone: string | undefined
  userId: string | null
  /** Staff pages add a control per match (record the result). */
  matchActions?: (match: TournamentMatch) => React.ReactNode
}

/** The bracket (knockout) or the schedule and standings (round robin, americano); before the draw, when it comes. */
export function DrawSection({ detail, timeZone, userId, matchActions }: DrawSectionProps) {
  const headingId = useId()
  const t = detail.tournament
  const entries = entryIndex(detail)
  if (detail.matches.length === 0) {
    const text =
      t.status === 'cancelled'
        ? m.tournaments_draw_cancelled()
        : t.format === 'knockout'
          ? m.tournaments_bracket_drawn_when({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })
          : m.tournaments_schedule_drawn_when({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })
    return (
      <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
          {t.format === 'knockout' ? m.tournaments_bracket() : m.tournaments_schedule()}
        </Heading>
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{text}</p>
      </section>
    )
  }
  const { played, total } = progress(detail.matches)
  const counter = (
    <span className={css({ color: 'fg.muted', fontWeight: 'medium', textStyle: 'sm' })}>
      {m.tournaments_matches_played({ played, total })}
    </span>
  )
  if (t.format === 'knockout') {
    return (
      <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
          <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
            {m.tournaments_bracket()}
          </Heading>
          {counter}
        </div>
        <KnockoutBracket detail={detail} entries={entries} timeZone={timeZone} userId={userId} matchActions={matchActions} />
      </section>
    )
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <StandingsTable detail={detail} entries={entries} userId={userId} />
      <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
          <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
            {m.tournaments_schedule()}
          </Heading>
          {counter}
        </div>
        <RoundSchedule matches={detail.matches} entries={entries} timeZone={timeZone} userId={userId} matchActions={matchActions} />
      </section>
    </div>
  )
}
