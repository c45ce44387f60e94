import { css } from 'styled-system/css'
import { Badge } from '~/components/ui/badge'
import type { MyOpenMatch, OpenMatchPlayer } from '~/db/types'
import { formatMoney } from '~/lib/money'
import { placesOf, shareState } from '../lib/place'
import { levelText } from './match-text'
import { m } from '~/i18n/member'

function ShareBadge({ player, currency }: { player: OpenMatchPlayer; currency: string }) {
  const state = shareState(player)
  if (state === null || player.share === null) return null
  const amount = formatMoney(player.share, currency)
  if (state === 'paid') return <Badge tone="success">{m.openmatches_paid({ amount })}</Badge>
  if (state === 'due') return <Badge tone="pending">{m.openmatches_due_at_club({ amount })}</Badge>
  return <Badge tone="danger">{m.openmatches_to_pay({ amount })}</Badge>
}

/** The four places: each player with their level and, for the match's players and staff, what they paid; or "Free". */
export function PlacesList({ match }: { match: MyOpenMatch }) {
  return (
    <ol aria-label={m.openmatches_places()} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } })}>
      {placesOf(match).map((player, i) =>
        player ? (
          <li key={player.member_id} className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderRadius: 'l2', bg: 'bg.subtle' })}>
            <span className={css({ fontWeight: 'semibold' })}>{player.name}</span>
            <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              {m.openmatches_level({ level: levelText(player.rating) })}
              {player.organiser ? ` · ${m.openmatches_organiser()}` : ''}
            </span>
            <span>
              <ShareBadge player={player} currency={match.currency} />
            </span>
          </li>
        ) : (
          <li key={`free-${i}`} className={css({ p: '3', borderRadius: 'l2', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default', color: 'fg.muted' })}>
            {m.openmatches_free_place()}
          </li>
        ),
      )}
    </ol>
  )
}
