import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useMyMatches } from '~/db/queries'
import type { MyOpenMatch } from '~/db/types'
import { m } from '~/i18n/member'

const link = css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline' })

/** Whether the player may record this match's result now: it was played (started, not cancelled) with them in it. */
export function canRecordResult(match: Pick<MyOpenMatch, 'status' | 'starts_at' | 'me'>, now: Date): boolean {
  return match.status !== 'cancelled' && match.me?.state === 'in' && Date.parse(match.starts_at) <= now.getTime()
}

/**
 * After the match: "Record the result" opens the result form filled with this match's court and players (any of
 * the four may record it; an opponent confirms it). Once a result is on this device for the booking, where to see it.
 */
export function ResultPanel({ match }: { match: MyOpenMatch }) {
  const results = useMyMatches()
  if (results === undefined) return null
  const recorded = results.some((r) => r.booking_id === match.booking_id)
  return (
    <section aria-label={m.openmatches_result_title()} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>{m.openmatches_result_title()}</h3>
      {recorded ? (
        <p className={css({ textStyle: 'sm' })}>
          {m.openmatches_result_recorded()}{' '}
          <Link to="/player-statistics" className={link}>
            {m.openmatches_result_see()}
          </Link>
        </p>
      ) : (
        <>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {match.competitive ? m.openmatches_result_hint_competitive() : m.openmatches_result_hint_friendly()}
          </p>
          <div>
            <Link to="/player-statistics" search={{ record: match.booking_id, match: match.id }} className={link}>
              {m.openmatches_record_result()}
            </Link>
          </div>
        </>
      )}
    </section>
  )
}
