import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { CourtTypeStat } from '~/db/types'
import { CourtTypeChart } from './charts/lazy-charts'

/** Indoor against outdoor: how many confirmed matches on each, and how many were won. */
export function CourtTypeCard({ rows }: { rows: readonly CourtTypeStat[] }) {
  const played = rows.filter((r) => r.matches > 0)
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Results by court type</Card.Title>
        <Card.Description>Wins and losses on indoor and outdoor courts</Card.Description>
      </Card.Header>
      <Card.Body>
        {played.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No confirmed matches on a known court yet.</p>
        ) : (
          <CourtTypeChart rows={played} />
        )}
      </Card.Body>
    </Card.Root>
  )
}
