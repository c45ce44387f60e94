import { css } from 'styled-system/css'
import { formatMoney } from '~/lib/money'
import type { ClubReport } from '../api/club-report'
import { heatmapRows, reportFigures, WEEKDAY_NAMES } from '../lib/report-figures'
import type { CourtRevenueRow } from './charts/revenue-by-court-chart'
import { OccupancyHeatmapChart, RevenueByCourtChart, RevenueByWeekChart } from './charts/lazy-report-charts'
import { ReportFigureCards } from './report-figure-cards'
import { ReportSection } from './report-section'
import { CourtRevenueTable, HeatmapTable, TopPlayersTable, WeekRevenueTable } from './report-tables'

const grid = css({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  alignItems: 'start',
})

/** How each figure is counted, in words: the page says what it measures rather than leaving it to guesswork. */
function HowCounted({ report }: { report: ClubReport }) {
  const stray = report.current.occupancy.not_bookable_bookings
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Occupancy counts the court-slots that could be booked: within opening hours, on courts in service, not on a closure day and not
        blocked.
      </p>
      <details
        className={css({
          textStyle: 'sm',
          color: 'fg.muted',
          '& summary': {
            cursor: 'pointer',
            color: 'fg.default',
            fontWeight: 'medium',
          },
        })}
      >
        <summary>How these figures are counted</summary>
        <ul
          className={css({
            listStyle: 'disc',
            pl: '5',
            mt: '2',
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
          })}
        >
          <li>
            Occupancy is booked court-slots divided by bookable court-slots. A court-slot is bookable when the club is open for the whole
            slot on that weekday, the day is not a closure day, the court is in service (as it is today) and the slot is not blocked for
            maintenance, a class or an event.
          </li>
          <li>
            A booking on a court-slot that is no longer bookable (the court went out of service, the hours changed, or a closure or block
            came later) is left out of occupancy, so it never passes 100%; it still counts for revenue and players.{' '}
            {stray ? `This period has ${stray} such ${stray === 1 ? 'booking' : 'bookings'}.` : 'This period has none.'}
          </li>
          <li>Peak court-slots follow the club&apos;s peak hours and peak days.</li>
          <li>
            Revenue is money when it moved, on the club&apos;s calendar: court bookings and tournament entries paid from wallets or at the
            desk, less refunds, in {report.club.currency}. Top-ups are members&apos; money, not revenue. Revenue per court-hour divides it
            by the bookable court-hours (a slot is 1.5 hours).
          </li>
          <li>
            New players made their first booking at this club in the period; returning players had booked here before. The no-show rate is
            no-shows divided by the bookings that have started.
          </li>
          <li>Each figure is compared with the period of the same length just before ({report.previous_period.days} days).</li>
        </ul>
      </details>
    </div>
  )
}

/** Every figure, chart and table of one report. */
export function ReportBody({ report }: { report: ClubReport }) {
  const { currency } = report.club
  const heat = heatmapRows(report)
  const courtRows: CourtRevenueRow[] = report.by_court.map((k) => ({
    key: k.court_id,
    label: k.name,
    revenue: k.revenue,
    previous: k.previous_revenue,
  }))
  if (report.other_revenue.revenue !== 0 || report.other_revenue.previous_revenue !== 0) {
    courtRows.push({
      key: 'other',
      label: 'Tournaments',
      revenue: report.other_revenue.revenue,
      previous: report.other_revenue.previous_revenue,
    })
  }
  const busiest = heat
    .flatMap((r) => r.cells.map((c) => ({ ...c, label: r.slot.starts_at })))
    .filter((c) => c.bookable > 0)
    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0))[0]
  return (
    <>
      <ReportFigureCards figures={reportFigures(report)} />
      <HowCounted report={report} />
      <ReportSection
        title="Summary"
        description="Every figure of the period and the one before, for a spreadsheet."
        report={report}
        table="summary"
        data={null}
      />
      <div className={grid}>
        <ReportSection
          title="Occupancy by weekday and slot"
          description={
            busiest
              ? `Darker is fuller. Busiest: ${WEEKDAY_NAMES[busiest.weekday - 1]} at ${busiest.label}.`
              : 'Nothing was bookable in this period.'
          }
          report={report}
          table="occupancy-heatmap"
          chart={<OccupancyHeatmapChart rows={heat} />}
          data={<HeatmapTable rows={heat} />}
        />
        <ReportSection
          title="Revenue by week"
          description={`Monday to Sunday; ${formatMoney(report.current.revenue.total, currency)} in the period.`}
          report={report}
          table="revenue-by-week"
          chart={<RevenueByWeekChart weeks={report.by_week} currency={currency} />}
          data={<WeekRevenueTable weeks={report.by_week} currency={currency} />}
        />
        <ReportSection
          title="Revenue by court"
          description="Solid: this period. Outlined: the period before."
          report={report}
          table="revenue-by-court"
          chart={<RevenueByCourtChart rows={courtRows} currency={currency} />}
          data={<CourtRevenueTable rows={courtRows} courts={report.by_court} currency={currency} />}
        />
        <ReportSection
          title="Top players"
          description="The members with most bookings in the period."
          report={report}
          table="top-players"
          data={<TopPlayersTable players={report.top_players} />}
        />
      </div>
    </>
  )
}
