import { css } from 'styled-system/css'
import { TrophyIcon } from '~/components/icons'
import type { TournamentRow } from '~/db/types'
import { m } from '~/i18n/member'

/** A finished tournament's winners (the server's word: the final's winner, or the top of the standings). */
export function WinnerBanner({ tournament }: { tournament: TournamentRow }) {
  const names = tournament.winner_names
  if (tournament.status !== 'finished' || !names || names.length === 0) return null
  return (
    <section
      aria-label={m.tournaments_winners()}
      className={css({ display: 'flex', alignItems: 'center', gap: '4', p: '5', borderRadius: 'l3', bg: 'bg.brand', color: 'fg.inverted' })}
    >
      <span className={css({ display: 'grid', placeItems: 'center', w: '12', h: '12', flexShrink: 0, borderRadius: 'full', bg: 'ball.solid.bg', color: 'ball.solid.fg' })}>
        <TrophyIcon size={26} />
      </span>
      <div>
        <p className={css({ textStyle: 'sm', color: 'fg.invertedMuted' })}>{m.tournaments_winners()}</p>
        <p className={css({ textStyle: 'xl', fontWeight: 'bold' })}>{names.join(' / ')}</p>
      </div>
    </section>
  )
}
