import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { PartnerStat } from '~/db/types'

/** The partners the player has played most confirmed matches with, and how often they won together. */
export function PartnersCard({ partners }: { partners: readonly PartnerStat[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Favourite partners</Card.Title>
        <Card.Description>Most confirmed matches together</Card.Description>
      </Card.Header>
      <Card.Body>
        {partners.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No doubles matches confirmed yet.</p>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {partners.map((p) => {
              const rate = p.matches ? Math.round((p.wins / p.matches) * 100) : 0
              return (
                <li key={p.id} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
                  <span className={css({ fontWeight: 'medium', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{p.name}</span>
                  <span className={css({ textStyle: 'sm', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>
                    {p.matches} {p.matches === 1 ? 'match' : 'matches'} · {p.wins} won ({rate}%)
                  </span>
                </li>
              )
            })}
          </ol>
        )}
      </Card.Body>
    </Card.Root>
  )
}
