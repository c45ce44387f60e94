import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'
import type { ClubReport } from './club-report'
import { heatmapRows, openMatchesFigure, reportFigures, weekdayName } from './report-figures'
import type { CourtRevenueRow } from './charts/revenue-by-court-chart'
import { OccupancyHeatmapChart, RevenueByCourtChart, RevenueByWeekChart } from './charts/lazy-report-charts'
import { OpenMatchesCard, ReportFigureCards } from './report-figure-cards'
import { ReportSection } from './report-section'
import { CourtRevenueTable, HeatmapTable, TopPlayersTable, WeekRevenueTable } from './report-tables'
import { courtName } from '~/lib/court-name'

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
        {m.desk_reports_occupancy_counts()}
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
        <summary>{m.desk_reports_how_counted()}</summary>
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
          <li>{m.desk_reports_how_occupancy()}</li>
          <li>
            {m.desk_reports_how_stray()} {stray ? m.desk_reports_stray_count({ count: stray }) : m.desk_reports_stray_none()}
          </li>
          <li>{m.desk_reports_how_peak()}</li>
          <li>{m.desk_reports_how_revenue({ currency: report.club.currency })}</li>
          <li>{m.desk_reports_how_players()}</li>
          <li>{m.desk_reports_how_compare({ count: report.previous_period.days })}</li>
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
    label: courtName(k, m.desk_court_number),
    revenue: k.revenue,
    previous: k.previous_revenue,
  }))
  if (report.other_revenue.revenue !== 0 || report.other_revenue.previous_revenue !== 0) {
    courtRows.push({
      key: 'other',
      label: m.desk_reports_tournaments(),
      revenue: report.other_revenue.revenue,
      previous: report.other_revenue.previous_revenue,
    })
  }
  const openMatches = openMatchesFigure(report)
  const busiest = heat
    .flatMap((r) => r.cells.map((c) => ({ ...c, label: r.slot.starts_at })))
    .filter((c) => c.bookable > 0)
    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0))[0]
  return (
    <>
      <ReportFigureCards figures={reportFigures(report)} />
      {openMatches ? <OpenMatchesCard figure={openMatches} /> : null}
      <HowCounted report={report} />
      <ReportSection
        title={m.desk_reports_summary()}
        description={m.desk_reports_summary_description()}
        report={report}
        table="summary"
        data={null}
      />
      <div className={grid}>
        <ReportSection
          title={m.desk_reports_heatmap_title()}
          description={
            busiest
              ? m.desk_reports_busiest({ day: weekdayName(busiest.weekday), time: busiest.label })
              : m.desk_reports_nothing_bookable()
          }
          report={report}
          table="occupancy-heatmap"
          chart={<OccupancyHeatmapChart rows={heat} />}
          data={<HeatmapTable rows={heat} />}
        />
        <ReportSection
          title={m.desk_reports_by_week_title()}
          description={m.desk_reports_by_week_description({ amount: formatMoney(report.current.revenue.total, currency) })}
          report={report}
          table="revenue-by-week"
          chart={<RevenueByWeekChart weeks={report.by_week} currency={currency} />}
          data={<WeekRevenueTable weeks={report.by_week} currency={currency} />}
        />
        <ReportSection
          title={m.desk_reports_by_court_title()}
          description={m.desk_reports_by_court_description()}
          report={report}
          table="revenue-by-court"
          chart={<RevenueByCourtChart rows={courtRows} currency={currency} />}
          data={<CourtRevenueTable rows={courtRows} courts={report.by_court} currency={currency} />}
        />
        <ReportSection
          title={m.desk_reports_top_players_title()}
          description={m.desk_reports_top_players_description()}
          report={report}
          table="top-players"
          data={<TopPlayersTable players={report.top_players} />}
        />
      </div>
    </>
  )
}
