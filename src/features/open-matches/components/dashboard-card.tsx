import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { useMyLevel, useOpenMatches } from '~/db/queries'
import { useNow } from '~/lib/use-now'
import { DEFAULT_FILTERS, filterMatches, orderMatches } from '../lib/filters'
import { shareText, whenText } from './match-text'
import { useMyClubs } from './use-my-clubs'
import { m } from '~/i18n/member'

const SHOWN = 3
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** "Open matches at your level": the next few with places left, the player's clubs first, and the way to the list. */
export function OpenMatchesCard() {
  const list = useOpenMatches()
  const level = useMyLevel()
  const clubs = useMyClubs()
  const now = useNow()
  const shown = useMemo(() => {
    if (!list || level === undefined) return undefined
    const coming = list.matches.filter((x) => x.places_free > 0 && x.me === null && Date.parse(x.starts_at) > now.getTime())
    return orderMatches(filterMatches(coming, DEFAULT_FILTERS, level), clubs).slice(0, SHOWN)
  }, [list, level, clubs, now])
  if (shown === undefined) return <p className={muted}>{m.openmatches_loading()}</p>
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {shown.length === 0 ? (
        <p className={muted}>{m.openmatches_dashboard_none()}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {shown.map((x) => (
            <li key={x.id} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
              <Link to="/matches/$matchId" params={{ matchId: x.id }} className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
                {whenText(x)}
              </Link>
              <span className={muted}>
                {x.club_name} · {m.openmatches_places_left({ count: x.places_free })}
                {shareText(x) ? ` · ${shareText(x)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/matches" className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline' })}>
        {m.openmatches_dashboard_all()}
      </Link>
    </div>
  )
}
