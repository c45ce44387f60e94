import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import { useElementWidth } from '~/components/charts/use-element-width'
import { formatMoney } from '~/lib/money'

export interface CourtRevenueRow {
  key: string
  label: string
  revenue: number
  previous: number
}

const ROW = 40
const LABEL_W = 96

/**
 * Revenue per court: a solid bar for the period and a thin outlined one under it for the period before, on one
 * scale, the amount written after each. The amounts are in the table beside it.
 */
export default function RevenueByCourtChart({ rows, currency }: { rows: CourtRevenueRow[]; currency: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const height = rows.length * ROW
  const most = Math.max(1, ...rows.flatMap((r) => [Math.abs(r.revenue), Math.abs(r.previous)]))
  // Room after the longest bar for its amount.
  const x = scaleLinear<number>({ domain: [0, most], range: [0, Math.max(0, width - LABEL_W - 84)] })
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, height], padding: 0.2 })
  const muted = colorVar('fg.muted')
  return (
    <div ref={ref} className={css({ w: 'full' })} style={{ height }}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          {rows.map((r) => {
            const band = y.bandwidth()
            const main = band * 0.62
            return (
              <Group key={r.key} top={y(r.key) ?? 0}>
                <text x={0} y={main / 2} dy="0.35em" fontSize={12} fontWeight={600} fill={colorVar('fg.default')}>
                  {r.label}
                </text>
                <Group left={LABEL_W}>
                  <Bar x={0} y={0} width={x(Math.abs(r.revenue))} height={main} rx={2} fill={colorVar(r.revenue < 0 ? 'red.solid.bg' : 'court.solid.bg')} />
                  <Bar x={0} y={main + 2} width={x(Math.abs(r.previous))} height={band - main - 2} rx={1} fill={colorVar('bg.subtle')} stroke={muted} strokeWidth={1} />
                  <text x={x(Math.abs(r.revenue)) + 6} y={main / 2} dy="0.35em" fontSize={12} fill={colorVar('fg.default')}>
                    {formatMoney(r.revenue, currency)}
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
