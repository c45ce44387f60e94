import { AxisLeft } from '@visx/axis'
import { getFormatTag } from '~/i18n/current-locale'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import { useElementWidth } from '~/components/charts/use-element-width'
import type { ClubReport } from '../club-report'
import { formatDayMonth } from '~/lib/report-period'

const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 }

/**
 * Revenue of each week (Monday to Sunday; the first and last may be cut by the period), one bar each, below the
 * line when refunds outweighed payments. The amounts are in the table beside it.
 */
export default function RevenueByWeekChart({ weeks, currency }: { weeks: ClubReport['by_week']; currency: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom
  const values = weeks.map((w) => w.revenue)
  const x = scaleBand<string>({ domain: weeks.map((w) => w.week_start), range: [0, innerW], padding: 0.2 })
  const y = scaleLinear<number>({ domain: [Math.min(0, ...values), Math.max(1, ...values)], range: [innerH, 0], nice: true })
  const compact = new Intl.NumberFormat(getFormatTag(), { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 })
  // About one date label per 70 px, from the first week.
  const every = Math.max(1, Math.ceil(weeks.length / Math.max(1, Math.floor(innerW / 70))))
  const muted = colorVar('fg.muted')
  return (
    <div ref={ref} className={css({ w: 'full' })} style={{ height: HEIGHT }}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((t) => (
              <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={colorVar(t === 0 ? 'border.default' : 'border.muted')} strokeDasharray={t === 0 ? undefined : '2 3'} />
            ))}
            <AxisLeft
              scale={y}
              numTicks={4}
              hideAxisLine
              hideTicks
              tickFormat={(v) => compact.format(Number(v))}
              tickLabelProps={{ fill: muted, fontSize: 11, fontFamily: 'inherit', textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
            />
            {weeks.map((w) => {
              const top = y(Math.max(0, w.revenue))
              return (
                <Bar
                  key={w.week_start}
                  x={x(w.week_start) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.abs(y(w.revenue) - y(0))}
                  rx={2}
                  fill={colorVar(w.revenue < 0 ? 'red.solid.bg' : 'court.solid.bg')}
                />
              )
            })}
            {weeks.map((w, i) =>
              i % every === 0 ? (
                <text key={w.week_start} x={(x(w.week_start) ?? 0) + x.bandwidth() / 2} y={innerH + 18} textAnchor="middle" fontSize={11} fill={muted}>
                  {formatDayMonth(w.from)}
                </text>
              ) : null,
            )}
          </Group>
        </svg>
      ) : null}
    </div>
  )
}
