import { cva } from 'styled-system/css'
import type { StatusTone } from '../lib/ledger'

export const badge = cva({
  base: { display: 'inline-flex', alignItems: 'center', px: '2', py: '0.5', borderRadius: 'full', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  variants: {
    tone: {
      success: { bg: 'court.subtle.bg', color: 'court.subtle.fg' },
      pending: { bg: 'ball.subtle.bg', color: 'ball.subtle.fg' },
      danger: { bg: 'red.subtle.bg', color: 'red.subtle.fg' },
    } satisfies Record<StatusTone, object>,
  },
})

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={badge({ tone })}>{label}</span>
}
