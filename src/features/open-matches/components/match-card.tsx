import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Badge } from '~/components/ui/badge'
import type { MyOpenMatch } from '~/db/types'
import { sayWords } from '~/i18n/server-words'
import { categoryLabel, levelText, myStateText, pendingText, shareText, whenText } from './match-text'
import { m } from '~/i18n/member'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** One match of the list: where and when, who plays at which level, the places left and the share. */
export function MatchCard({ match }: { match: MyOpenMatch }) {
  const pending = pendingText(match)
  const refused = match.syncState === 'conflict' || match.syncState === 'failed'
  const mine = myStateText(match)
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        <Badge tone={match.competitive ? 'info' : 'neutral'}>{match.competitive ? m.openmatches_competitive() : m.openmatches_friendly()}</Badge>
        <Badge>{categoryLabel(match.category)}</Badge>
        <Badge tone={match.places_free > 0 ? 'success' : 'neutral'}>
          {match.places_free > 0 ? m.openmatches_places_left({ count: match.places_free }) : m.openmatches_full()}
        </Badge>
        {pending ? <Badge tone="pending">{pending}</Badge> : mine ? <Badge tone="success">{mine}</Badge> : null}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <Link
          to="/matches/$matchId"
          params={{ matchId: match.id }}
          className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}
        >
          {whenText(match)}
        </Link>
        <p className={css({ textStyle: 'sm' })}>
          {match.club_name} · {m.openmatches_court({ number: match.court_number })}
        </p>
        <p className={muted}>
          {m.openmatches_level_range({ min: match.level_min, max: match.level_max })}
          {shareText(match) ? ` · ${shareText(match)}` : ''}
        </p>
      </div>
      <ul aria-label={m.openmatches_players()} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', textStyle: 'sm' })}>
        {match.players.map((p) => (
          <li key={p.member_id} className={css({ px: '2', py: '1', borderRadius: 'l2', bg: 'bg.subtle' })}>
            {m.openmatches_player_level({ name: p.name, level: levelText(p.rating) })}
          </li>
        ))}
        {Array.from({ length: Math.max(0, match.places_free) }, (_, i) => (
          <li key={`free-${i}`} className={css({ px: '2', py: '1', borderRadius: 'l2', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default', color: 'fg.muted' })}>
            {m.openmatches_free_place()}
          </li>
        ))}
      </ul>
      {refused && match.syncMessage ? (
        <p role="alert" className={css({ textStyle: 'sm', color: 'fg.error' })}>
          {sayWords(match.syncMessage)}
        </p>
      ) : null}
    </li>
  )
}
