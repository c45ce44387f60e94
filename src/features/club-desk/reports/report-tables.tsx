import { css, cx } from 'styled-system/css'
import { getFormatTag } from '~/i18n/current-locale'
import { m } from '~/i18n/staff'
import { ScrollFrame } from '~/components/scroll-frame'
import { formatMoney } from '~/lib/money'
import type { ClubReport } from './club-report'
import { formatRate, heatCellText, weekdayName, WEEKDAY_NUMBERS, type heatmapRows } from './report-figures'
import { formatPeriod } from '~/lib/report-period'
import type { CourtRevenueRow } from './charts/revenue-by-court-chart'
import { useReportTableShown } from './report-table-shown'

export const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
export const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const table = css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })
// Eight columns in half a desktop page: narrower cells than the other tables.
const tight = css({ px: '2' })
const wholePercent = (rate: number) => new Intl.NumberFormat(getFormatTag(), { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(rate * 100) / 100)
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
    <TableFrame label={m.desk_reports_heat_table()}>
      <caption className={css({ srOnly: true })}>{m.desk_reports_heatmap_title()}</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>{m.desk_reports_slot()}</th>
          {WEEKDAY_NUMBERS.map((d) => (
            <th key={d} scope="col" className={cx(cell, num, tight)}>
              <abbr title={weekdayName(d)} className={css({ textDecoration: 'none' })}>{weekdayName(d, 'short')}</abbr>
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
                {c.bookable === 0 ? '–' : wholePercent(c.rate ?? 0)}
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
    <TableFrame label={m.desk_reports_week_table()}>
      <caption className={css({ srOnly: true })}>{m.desk_reports_by_week_title()}</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>{m.desk_reports_week()}</th>
          <th scope="col" className={cx(cell, num)}>{m.desk_reports_revenue()}</th>
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
          <th scope="row" className={cell}>{m.desk_reports_total()}</th>
          <td className={cx(cell, num, css({ fontWeight: 'semibold' }))}>{formatMoney(total, currency)}</td>
        </tr>
      </tfoot>
    </TableFrame>
  )
}

export function CourtRevenueTable({ rows, courts, currency }: { rows: CourtRevenueRow[]; courts: ClubReport['by_court']; currency: string }) {
  return (
    <TableFrame label={m.desk_reports_court_table()}>
      <caption className={css({ srOnly: true })}>{m.desk_reports_court_caption()}</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cell}>{m.desk_reports_court()}</th>
          <th scope="col" className={cx(cell, num)}>{m.desk_reports_occupancy()}</th>
          <th scope="col" className={cx(cell, num)}>{m.desk_reports_revenue()}</th>
          <th scope="col" className={cx(cell, num)}>{m.desk_reports_previous_period()}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const court = courts.find((k) => k.court_id === r.key)
          return (
            <tr key={r.key}>
              <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
                {r.label}
                {court && !court.in_service ? <span className={css({ color: 'fg.muted' })}>{m.desk_reports_out_of_service()}</span> : null}
              </th>
              <td className={cx(cell, num)}>
                {court ? (court.bookable ? m.desk_reports_court_occupancy({ rate: formatRate(court.booked / court.bookable), booked: court.booked, bookable: court.bookable }) : '–') : ''}
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
    <TableFrame label={m.desk_reports_players_table()}>
      <caption className={css({ srOnly: true })}>{m.desk_reports_players_caption()}</caption>
      <thead>
        <tr className={head}>
          <th scope="col" className={cx(cell, num)}>#</th>
          <th scope="col" className={cell}>{m.desk_reports_player()}</th>
          <th scope="col" className={cx(cell, num)}>{m.desk_reports_bookings()}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => (
          <tr key={p.member_id}>
            <td className={cx(cell, num)}>{i + 1}</td>
            <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>{p.name}</span>
              <span className={css({ display: 'block', color: 'fg.muted' })}>
                {[p.username ? `@${p.username}` : null, p.new ? m.desk_reports_new_player_mark() : null].filter(Boolean).join(' · ')}
              </span>
            </th>
            <td className={cx(cell, num)}>{p.bookings}</td>
          </tr>
        ))}
        {players.length === 0 ? (
          <tr>
            <td className={cell} colSpan={3}>{m.desk_reports_no_member_booked()}</td>
          </tr>
        ) : null}
      </tbody>
    </TableFrame>
  )
}
