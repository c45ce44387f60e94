import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { CourtTypeStat } from '~/db/types'
import { CourtTypeChart } from './charts/lazy-charts'
import { m } from '~/i18n/member'

/** Indoor against outdoor: how many confirmed matches on each, and how many were won. */
export function CourtTypeCard({ rows }: { rows: readonly CourtTypeStat[] }) {
  const played = rows.filter((r) => r.matches > 0)
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{m.matches_court_type_title()}</Card.Title>
        <Card.Description>{m.matches_court_type_description()}</Card.Description>
      </Card.Header>
      <Card.Body>
        {played.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.matches_court_type_empty()}</p>
        ) : (
          <CourtTypeChart rows={played} />
        )}
      </Card.Body>
    </Card.Root>
  )
}
