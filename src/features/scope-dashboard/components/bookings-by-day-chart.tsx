import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { css } from 'styled-system/css'
import { colorVar } from '~/components/charts/color-var'
import { useElementWidth } from '~/components/charts/use-element-width'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { formatDateTime } from '~/lib/time-format'
import type { ScopeDashboard } from '../api/scope-dashboard'

const HEIGHT = 140
const MARGIN = { top: 8, right: 4, bottom: 20, left: 4 }

const dayMonth = (date: string) => formatDateTime(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })
const countText = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

/** Confirmed bookings per day over the last 30 days: a bar each, the figures in the table under it. */
export function BookingsByDayChart({ days }: { days: ScopeDashboard['bookings_by_day'] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>()
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleBand<string>({ domain: days.map((d) => d.date), range: [0, innerW], padding: 0.15 })
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...days.map((d) => d.bookings))], range: [innerH, 0], nice: true })
  const first = days[0]
  const last = days[days.length - 1]
  return (
    <section aria-labelledby="bookings-by-day" className={css({ mt: '8' })}>
      <h2 id="bookings-by-day" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
        {m.scope_dashboard_chart_title()}
      </h2>
      <div className={css({ borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default', p: '2' })}>
        <div ref={ref} className={css({ w: 'full' })} style={{ height: HEIGHT }}>
          {width > 0 ? (
            <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
              <Group left={MARGIN.left} top={MARGIN.top}>
                <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke={colorVar('border.default')} />
                {days.map((d) => (
                  <Bar key={d.date} x={x(d.date) ?? 0} y={y(d.bookings)} width={x.bandwidth()} height={innerH - y(d.bookings)} fill={colorVar('court.solid.bg')} rx={2} />
                ))}
                {first && last ? (
                  <>
                    <text x={0} y={innerH + 14} fontSize={11} fill={colorVar('fg.muted')}>
                      {dayMonth(first.date)}
                    </text>
                    <text x={innerW} y={innerH + 14} fontSize={11} fill={colorVar('fg.muted')} textAnchor="end">
                      {dayMonth(last.date)}
                    </text>
                  </>
                ) : null}
              </Group>
            </svg>
          ) : null}
        </div>
      </div>
      <details className={css({ mt: '2', textStyle: 'sm' })}>
        <summary className={css({ cursor: 'pointer' })}>{m.scope_dashboard_as_table()}</summary>
        <table className={css({ mt: '2', borderCollapse: 'collapse', '& td, & th': { px: '3', py: '1', textAlign: 'start' } })}>
          <thead>
            <tr>
              <th scope="col">{m.scope_dashboard_day()}</th>
              <th scope="col">{m.scope_dashboard_bookings()}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{dayMonth(d.date)}</td>
                <td className={css({ fontVariantNumeric: 'tabular-nums' })}>{countText(d.bookings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
