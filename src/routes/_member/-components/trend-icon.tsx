import type { Trend } from '~/db/types'

/** An arrow next to the trend's word (decorative: the word says it). */
export function TrendIcon({ trend, size = 16 }: { trend: Trend; size?: number }) {
  const d = trend === 'up' ? 'M12 19V5M6 11l6-6 6 6' : trend === 'down' ? 'M12 5v14M6 13l6 6 6-6' : 'M5 12h14'
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}
