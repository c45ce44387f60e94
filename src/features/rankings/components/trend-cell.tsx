import { css, cva } from 'styled-system/css'
import type { RankingEntry, Trend } from '~/db/types'
import { trendDescription, trendLabel } from '../lib/trend'

const tone = cva({
  base: { display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold', textStyle: { base: 'xs', md: 'sm' }, whiteSpace: 'nowrap' },
  variants: {
    trend: {
      up: { color: 'fg.success' },
      down: { color: 'red.plain.fg' },
      neutral: { color: 'fg.muted' },
    } satisfies Record<Trend, object>,
    // In the table on a phone the arrow sits over the word: side by side they would fill the narrow column and
    // run into the points beside it; centred, the column keeps clear space on both sides.
    layout: {
      inline: {},
      column: { flexDirection: { base: 'column', md: 'row' }, gap: { base: '0', md: '1' }, lineHeight: 'tight' },
    },
  },
  defaultVariants: { layout: 'inline' },
})

// Arrow up, arrow down, a level line: the shape says it as well as the colour and the word.
const PATHS: Record<Trend, string> = {
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  neutral: 'M5 12h14',
}

/** Trend as icon + its word (Up / Down / Same, docs/product.md §2.13); the places moved in the tooltip and for screen readers. */
export function TrendCell({ entry, layout }: { entry: Pick<RankingEntry, 'trend' | 'rank_change'>; layout?: 'inline' | 'column' }) {
  const trend: Trend = entry.trend === 'up' || entry.trend === 'down' ? entry.trend : 'neutral'
  const description = trendDescription(entry)
  return (
    <span className={tone({ trend, layout })} title={description}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d={PATHS[trend]} />
      </svg>
      <span aria-hidden>{trendLabel(trend)}</span>
      <span className={css({ srOnly: true })}>{description}</span>
    </span>
  )
}
