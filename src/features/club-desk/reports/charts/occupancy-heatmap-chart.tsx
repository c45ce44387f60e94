import { Group } from '@visx/group'
import { scaleBand } from '@visx/scale'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import { useElementWidth } from '~/components/charts/use-element-width'
import { weekdayName, WEEKDAY_NUMBERS, type heatmapRows } from '../report-figures'

const LABEL_W = 48
const HEAD = 24
const ROW_H = 30

/**
 * Occupancy by weekday and slot: the darker the cell, the fuller; every cell also writes its percentage, and a
 * cell with nothing bookable (closed, blocked, out of service) is a dash on the page colour — never colour alone.
 * The numbers are in the table beside it, so the drawing itself is hidden from screen readers.
 */
export default function OccupancyHeatmapChart({ rows }: { rows: ReturnType<typeof heatmapRows> }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const height = HEAD + rows.length * ROW_H
  const x = scaleBand<number>({ domain: [1, 2, 3, 4, 5, 6, 7], range: [LABEL_W, Math.max(LABEL_W, width)], paddingInner: 0.06 })
  const y = scaleBand<number>({ domain: rows.map((r) => r.slot.id), range: [HEAD, height], paddingInner: 0.08 })
  const muted = colorVar('fg.muted')
  return (
    <div ref={ref} className={css({ w: 'full' })} style={{ height }}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          {WEEKDAY_NUMBERS.map((day) => (
            <text key={day} x={(x(day) ?? 0) + x.bandwidth() / 2} y={HEAD - 8} textAnchor="middle" fontSize={12} fontWeight={600} fill={muted}>
              {weekdayName(day, 'short')}
            </text>
          ))}
          {rows.map(({ slot, cells }) => (
            <Group key={slot.id} top={y(slot.id) ?? 0}>
              <text x={LABEL_W - 8} y={y.bandwidth() / 2} dy="0.35em" textAnchor="end" fontSize={12} fill={muted}>
                {slot.starts_at}
              </text>
              {cells.map((cell) => {
                const left = x(cell.weekday) ?? 0
                const open = cell.bookable > 0
                const rate = cell.rate ?? 0
                return (
                  <Group key={cell.weekday} left={left}>
                    <rect
                      width={x.bandwidth()}
                      height={y.bandwidth()}
                      rx={3}
                      fill={open ? colorVar('court.solid.bg') : colorVar('bg.subtle')}
                      fillOpacity={open ? 0.1 + 0.9 * rate : 1}
                      stroke={colorVar('border.muted')}
                      strokeWidth={open ? 0 : 1}
                    />
                    <text
                      x={x.bandwidth() / 2}
                      y={y.bandwidth() / 2}
                      dy="0.35em"
                      textAnchor="middle"
                      fontSize={11}
                      fontWeight={600}
                      fill={open && rate > 0.62 ? colorVar('court.solid.fg') : colorVar(open ? 'fg.default' : 'fg.muted')}
                    >
                      {open ? `${Math.round(rate * 100)}%` : '–'}
                    </text>
                  </Group>
                )
              })}
            </Group>
          ))}
        </svg>
      ) : null}
    </div>
  )
}
