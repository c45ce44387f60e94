import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import type { CourtTypeStat } from '~/db/types'
import { formatPercent } from '../../lib/rating-text'
import { useElementWidth } from '~/components/charts/use-element-width'
import { m } from '~/i18n/member'

const ROW = 44
const LABEL_W = 72

const label = (type: CourtTypeStat['court_type']) => (type === 'indoor' ? m.matches_indoor() : m.matches_outdoor())

/**
 * Wins and losses per court type as one horizontal bar each (wins solid, losses hatched-light), lengths
 * on a shared scale so "played more indoors" shows too. The numbers are written beside every bar.
 */
export default function CourtTypeChart({ rows }: { rows: readonly CourtTypeStat[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const height = rows.length * ROW
  const innerW = Math.max(0, width - LABEL_W)
  const most = Math.max(1, ...rows.map((r) => r.matches))
  // Room is kept after the longest bar for its "10W 2L · 83%" label.
  const x = scaleLinear<number>({ domain: [0, most], range: [0, Math.max(0, innerW - 96)] })
  const y = scaleBand<string>({ domain: rows.map((r) => r.court_type), range: [0, height], padding: 0.3 })
  const summary = rows.map((r) => m.matches_chart_row({ type: label(r.court_type), count: r.matches, wins: r.wins, lost: r.matches - r.wins })).join('; ')

  return (
    <div ref={ref} className={css({ w: 'full' })} style={{ height }}>
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={m.matches_chart_label({ summary })}>
          {rows.map((r) => {
            const top = y(r.court_type) ?? 0
            const bar = y.bandwidth()
            const winW = x(r.wins)
            const lossW = x(r.matches - r.wins)
            const rate = formatPercent(r.matches ? r.wins / r.matches : 0)
            return (
              <Group key={r.court_type} top={top}>
                <text x={0} y={bar / 2} dy="0.35em" fontSize={13} fontWeight={600} fill={colorVar('fg.default')}>
                  {label(r.court_type)}
                </text>
                <Group left={LABEL_W}>
                  <Bar x={0} y={0} width={winW} height={bar} rx={3} fill={colorVar('court.solid.bg')} />
                  <Bar
                    x={winW}
                    y={0}
                    width={lossW}
                    height={bar}
                    rx={3}
                    fill={colorVar('red.subtle.bg')}
                    stroke={colorVar('red.outline.border')}
                    strokeWidth={1}
                  />
                  <text x={winW + lossW + 8} y={bar / 2} dy="0.35em" fontSize={12} fill={colorVar('fg.muted')}>
                    {m.matches_chart_bar({ wins: r.wins, lost: r.matches - r.wins, rate })}
                  </text>
                </Group>
              </Group>
            )
          })}
        </svg>
      ) : null}
    </div>
  )
}
