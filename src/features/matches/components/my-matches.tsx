import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MyMatch } from '~/db/types'
import { MatchItem } from './match-item'
import { m } from '~/i18n/member'

const PAGE = 10

const list = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })

/** Every match of the player on this device (so offline too), newest first, ten at a time. */
export function MyMatches({ matches, meId }: { matches: readonly MyMatch[] | undefined; meId: string | undefined }) {
  const [shown, setShown] = useState(PAGE)
  if (matches === undefined) return <p className={css({ color: 'fg.muted' })}>{m.matches_loading_matches()}</p>
  if (matches.length === 0) {
    return <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.matches_no_matches()}</p>
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <ul className={list} style={{ width: '100%' }} data-testid="my-matches">
        {matches.slice(0, shown).map((match) => (
          <MatchItem key={match.id} match={match} meId={meId} />
        ))}
      </ul>
      {matches.length > shown ? (
        <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE)}>
          {m.matches_show_more({ count: matches.length - shown })}
        </Button>
      ) : null}
    </div>
  )
}

/** Results someone else reported that wait for this player's word; shown above everything else. */
export function MatchesToConfirm({ matches, meId }: { matches: readonly MyMatch[]; meId: string | undefined }) {
  if (matches.length === 0) return null
  return (
    <section aria-labelledby="to-confirm-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="to-confirm-heading" className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
        {m.matches_to_confirm_title({ count: matches.length })}
      </h2>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.matches_to_confirm_hint()}</p>
      <ul className={list}>
        {matches.map((match) => (
          <MatchItem key={match.id} match={match} meId={meId} />
        ))}
      </ul>
    </section>
  )
}
