import type { Figure } from '~/components/area-dashboard'
import { countText as count, versusCount, versusMoney } from '~/lib/compare-figures'
import { formatMoney } from '~/lib/money'
import type { DeskDashboard as ClubDashboard } from '~/db/types'

/** The spec's four cards, from the database's figures (money in the club's own currency). */
export function dashboardFigures(d: ClubDashboard): Figure[] {
  const { currency } = d.revenue_month
  return [
    { label: 'Total Members', value: count(d.members.total), note: `+${count(d.members.new_this_month)} this month` },
    { label: 'Active Courts', value: `${d.courts.in_service} / ${d.courts.total}`, note: 'In service / total' },
    { label: 'Bookings This Week', value: count(d.bookings_week.this), note: versusCount(d.bookings_week.this, d.bookings_week.last, 'last week') },
    {
      label: 'Revenue This Month',
      value: formatMoney(d.revenue_month.this, currency),
      note: versusMoney(d.revenue_month.this, d.revenue_month.last, currency, 'last month'),
    },
  ]
}

/** The same cards when the figures could not be loaded: each says so; none is invented. */
export function unavailableFigures(reason: string): Figure[] {
  return ['Total Members', 'Active Courts', 'Bookings This Week', 'Revenue This Month'].map((label) => ({ label, value: null, note: reason }))
}
