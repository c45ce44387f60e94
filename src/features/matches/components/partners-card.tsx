import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { PartnerStat } from '~/db/types'
import { formatPercent } from '../lib/rating-text'
import { m } from '~/i18n/member'

/** The partners the player has played most confirmed matches with, and how often they won together. */
export function PartnersCard({ partners }: { partners: readonly PartnerStat[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{m.matches_partners_title()}</Card.Title>
        <Card.Description>{m.matches_partners_description()}</Card.Description>
      </Card.Header>
      <Card.Body>
        {partners.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.matches_partners_empty()}</p>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {partners.map((p) => {
              const rate = formatPercent(p.matches ? p.wins / p.matches : 0)
              return (
                <li key={p.id} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
                  <span className={css({ fontWeight: 'medium', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{p.name}</span>
                  <span className={css({ textStyle: 'sm', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>
                    {m.matches_partner_record({ count: p.matches, wins: p.wins, rate })}
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
