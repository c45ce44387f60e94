import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MyMatch } from '~/db/types'
import { MatchItem } from './match-item'

const PAGE = 10

const list = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })

/** Every match of the player on this device (so offline too), newest first, ten at a time. */
export function MyMatches({ matches, meId }: { matches: readonly MyMatch[] | undefined; meId: string | undefined }) {
  const [shown, setShown] = useState(PAGE)
  if (matches === undefined) return <p className={css({ color: 'fg.muted' })}>Loading your matches…</p>
  if (matches.length === 0) {
    return <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No matches yet. Record the result of a court you booked to start.</p>
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <ul className={list} style={{ width: '100%' }} data-testid="my-matches">
        {matches.slice(0, shown).map((m) => (
          <MatchItem key={m.id} match={m} meId={meId} />
        ))}
      </ul>
      {matches.length > shown ? (
        <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({matches.length - shown} older)
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
        Results to confirm ({matches.length})
      </h2>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Check the score: ratings move once you confirm. If it is wrong, dispute it and say why.</p>
      <ul className={list}>
        {matches.map((m) => (
          <MatchItem key={m.id} match={m} meId={meId} />
        ))}
      </ul>
    </section>
  )
}
