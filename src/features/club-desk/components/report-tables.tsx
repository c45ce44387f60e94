import { css, cx } from 'styled-system/css'
import { ScrollFrame } from '~/components/scroll-frame'
import { formatMoney } from '~/lib/money'
import type { ClubReport } from '../api/club-report'
import { formatRate, heatCellText, WEEKDAY_NAMES, WEEKDAYS, type heatmapRows } from '../lib/report-figures'
import { formatPeriod } from '~/lib/report-period'
import type { CourtRevenueRow } from './charts/revenue-by-court-chart'
import { useReportTableShown } from './report-table-shown'

export const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
export const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const table = css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })
// Eight columns in half a desktop page: narrower cells than the other tables.
const tight = css({ px: '2' })
const head = css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })

/** A table in a frame that scrolls sideways on a narrow screen, reachable by keyboard to do so. */
export function TableFrame({ label, children }: { label: string; children: React.ReactNode }) {
  const shown = useReportTableShown()
  if (!shown) return <table className={table}>{children}</table>
  return (
    <ScrollFrame label={label}>
      <table className={table}>{children}</table>
    </ScrollFrame>
  )
}

/** The heatmap's numbers: a row per slot, a column per weekday, each cell "booked of bookable (rate)". */
export function HeatmapTable({ rows }: { rows: ReturnType<typeof heatmapRows> }) {
  return (
    <TableFrame label="Occupancy by weekday and slot, table">
      <caption className={css({ srOnly: true })}>Occupancy by weekday and slot</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>Slot</th>
          {WEEKDAYS.map((d, i) => (
            <th key={d} scope="col" className={cx(cell, num, tight)}>
              <abbr title={WEEKDAY_NAMES[i]} className={css({ textDecoration: 'none' })}>{d}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ slot, cells }) => (
          <tr key={slot.id}>
            <th scope="row" className={cx(cell, css({ whiteSpace: 'nowrap' }))}>
              {slot.starts_at}
              <span className={css({ srOnly: true })}> ({slot.label})</span>
            </th>
            {cells.map((c) => (
              <td key={c.weekday} className={cx(cell, num, tight)} title={heatCellText(c)}>
                {/* Whole percents keep eight columns in half a page; the exact counts follow for screen readers and in the CSV. */}
                {c.bookable === 0 ? '–' : `${Math.round((c.rate ?? 0) * 100)}%`}
                <span className={css({ srOnly: true })}>, {heatCellText(c)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

export function WeekRevenueTable({ weeks, currency }: { weeks: ClubReport['by_week']; currency: string }) {
  const total = weeks.reduce((sum, w) => sum + Math.round(w.revenue * 100), 0) / 100
  return (
    <TableFrame label="Revenue by week, table">
      <caption className={css({ srOnly: true })}>Revenue by week</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>Week</th>
          <th scope="col" className={cx(cell, num)}>Revenue</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week_start}>
            <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>{formatPeriod(w)}</th>
            <td className={cx(cell, num)}>{formatMoney(w.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={cell}>Total</th>
          <td className={cx(cell, num, css({ fontWeight: 'semibold' }))}>{formatMoney(total, currency)}</td>
        </tr>
      </tfoot>
    </TableFrame>
  )
}

export function CourtRevenueTable({ rows, courts, currency }: { rows: CourtRevenueRow[]; courts: ClubReport['by_court']; currency: string }) {
  return (
    <TableFrame label="Revenue and occupancy by court, table">
      <caption className={css({ srOnly: true })}>Revenue and occupancy by court</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>Court</th>
          <th scope="col" className={cx(cell, num)}>Occupancy</th>
          <th scope="col" className={cx(cell, num)}>Revenue</th>
          <th scope="col" className={cx(cell, num)}>Previous period</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const court = courts.find((k) => k.court_id === r.key)
          return (
            <tr key={r.key}>
              <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
                {r.label}
                {court && !court.in_service ? <span className={css({ color: 'fg.muted' })}> (out of service)</span> : null}
              </th>
              <td className={cx(cell, num)}>
                {court ? (court.bookable ? `${formatRate(court.booked / court.bookable)} (${court.booked} of ${court.bookable})` : '–') : ''}
              </td>
              <td className={cx(cell, num)}>{formatMoney(r.revenue, currency)}</td>
              <td className={cx(cell, num)}>{formatMoney(r.previous, currency)}</td>
            </tr>
          )
        })}
      </tbody>
    </TableFrame>
  )
}

export function TopPlayersTable({ players }: { players: ClubReport['top_players'] }) {
  return (
    <TableFrame label="Top players by bookings, table">
      <caption className={css({ srOnly: true })}>Top players by bookings</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cx(cell, num)}>#</th>
          <th scope="col" className={cell}>Player</th>
          <th scope="col" className={cx(cell, num)}>Bookings</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => (
          <tr key={p.member_id}>
            <td className={cx(cell, num)}>{i + 1}</td>
            <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>{p.name}</span>
              <span className={css({ display: 'block', color: 'fg.muted' })}>
                {[p.username ? `@${p.username}` : null, p.new ? 'new player' : null].filter(Boolean).join(' · ')}
              </span>
            </th>
            <td className={cx(cell, num)}>{p.bookings}</td>
          </tr>
        ))}
        {players.length === 0 ? (
          <tr>
            <td className={cell} colSpan={3}>No member booked in this period.</td>
          </tr>
        ) : null}
      </tbody>
    </TableFrame>
  )
}
