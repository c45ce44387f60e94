import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import type { CellBooking, CellMatch, MatchPlayer } from './api/club-day'
import { deskTake, matchState, playerMoney } from './lib/match-cell'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.muted', textStyle: 'sm' })

/**
 * A match's players as the desk sees them: who plays, what each paid or still owes at the desk, and a button to take
 * what a player owes here (the organiser's own share is the booking's, so theirs opens the booking's payment).
 */
export function MatchPlayers({ booking, match, disabled, onTake }: {
  booking: CellBooking
  match: CellMatch
  disabled: boolean
  onTake: (player: MatchPlayer, take: NonNullable<ReturnType<typeof deskTake>>) => void
}) {
  return (
    <section aria-label={m.desk_match_players()} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        {match.private ? m.desk_match_split_booking() : m.desk_match_open_match()}
        {' · '}
        {matchState(match)}
        {match.private ? null : ` · ${m.desk_match_level({ min: match.level_min, max: match.level_max })}`}
      </p>
      <ul className={list}>
        {match.players.map((p) => {
          const take = deskTake(p, booking.due)
          return (
            <li key={p.member_id} className={row} data-testid="desk-match-player">
              <span className={css({ display: 'flex', flexDirection: 'column' })}>
                <span className={css({ fontWeight: 'medium' })}>{p.organiser ? m.desk_match_organiser({ name: p.name }) : p.name}</span>
                <span className={css({ color: 'fg.muted' })}>{playerMoney(p, booking.currency)}</span>
              </span>
              {take && !disabled ? (
                <Button size="sm" aria-label={m.desk_take_share_of({ name: p.name })} onClick={() => onTake(p, take)}>
                  {m.desk_take_share()}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
