import { css } from 'styled-system/css'
import { Badge as Pill } from '~/components/ui/badge'
import type { Badge } from '../lib/status'

/** A row of state badges; text, not colour alone, carries the meaning. */
export function Badges({ items }: { items: Badge[] }) {
  if (items.length === 0) return null
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {items.map((b) => (
        <Pill key={b.label} tone={b.tone}>
          {b.label}
        </Pill>
      ))}
    </div>
  )
}
