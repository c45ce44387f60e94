import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import type { ClubReportPath } from '../api/scope-clubs'
import { MONEY_COLUMNS, ScopeFigures } from './scope-report-screen'

/** The finance page's revenue of each club of the caller's scope, with the totals per currency, for a period. */
export function RevenueByClub({ clubReportTo }: { clubReportTo: ClubReportPath }) {
  return (
    <section aria-labelledby="revenue-by-club" className={css({ display: 'flex', flexDirection: 'column', gap: '3', my: '8' })}>
      <h2 id="revenue-by-club" className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>
        {m.club_comparison_revenue_by_club()}
      </h2>
      <ScopeFigures scope="country" clubReportTo={clubReportTo} columns={MONEY_COLUMNS} level={3} />
    </section>
  )
}
