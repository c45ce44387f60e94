import { css, cva } from 'styled-system/css'
import type { Badge, BadgeTone } from '../lib/status'

const badge = cva({
  base: { display: 'inline-flex', alignItems: 'center', px: '2', py: '0.5', borderRadius: 'full', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  variants: {
    tone: {
      success: { bg: 'court.subtle.bg', color: 'court.subtle.fg' },
      pending: { bg: 'ball.subtle.bg', color: 'ball.subtle.fg' },
      danger: { bg: 'red.subtle.bg', color: 'red.subtle.fg' },
      neutral: { bg: 'bg.muted', color: 'fg.default' },
      info: { bg: 'court.solid.bg', color: 'court.solid.fg' },
    } satisfies Record<BadgeTone, object>,
  },
})

/** A row of state badges; text, not colour alone, carries the meaning. */
export function Badges({ items }: { items: Badge[] }) {
  if (items.length === 0) return null
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {items.map((b) => (
        <span key={b.label} className={badge({ tone: b.tone })}>
          {b.label}
        </span>
      ))}
    </div>
  )
}
