import { cva } from 'styled-system/css'
import type { Badge as BadgeData, BadgeTone } from '../lib/match-text'

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    textStyle: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { bg: 'court.subtle.bg', color: 'court.subtle.fg' },
      pending: { bg: 'ball.subtle.bg', color: 'ball.subtle.fg' },
      danger: { bg: 'red.subtle.bg', color: 'red.subtle.fg' },
      neutral: { bg: 'bg.muted', color: 'fg.default' },
    } satisfies Record<BadgeTone, object>,
  },
})

export function Badge({ label, tone }: BadgeData) {
  return <span className={badge({ tone })}>{label}</span>
}
