import type { Figure } from '~/components/area-dashboard'
import { formatMoney } from '~/lib/money'
import type { DeskDashboard as ClubDashboard } from '~/db/types'

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)

/** "+3 vs last week (25)", "−2 …", "same as …": the change, then the figure compared with. */
function versus(now: number, before: number, what: string, shown: string): string {
  const diff = now - before
  if (diff === 0) return `Same as ${what} (${shown})`
  return `${diff > 0 ? '+' : '−'}${count(Math.abs(diff))} vs ${what} (${shown})`
}

/** The spec's four cards, from the database's figures (money in the club's own currency). */
export function dashboardFigures(d: ClubDashboard): Figure[] {
  const { currency } = d.revenue_month
  const revenueDiff = d.revenue_month.this - d.revenue_month.last
  return [
    { label: 'Total Members', value: count(d.members.total), note: `+${count(d.members.new_this_month)} this month` },
    { label: 'Active Courts', value: `${d.courts.in_service} / ${d.courts.total}`, note: 'In service / total' },
    { label: 'Bookings This Week', value: count(d.bookings_week.this), note: versus(d.bookings_week.this, d.bookings_week.last, 'last week', count(d.bookings_week.last)) },
    {
      label: 'Revenue This Month',
      value: formatMoney(d.revenue_month.this, currency),
      note:
        revenueDiff === 0
          ? `Same as last month (${formatMoney(d.revenue_month.last, currency)})`
          : `${revenueDiff > 0 ? '+' : '−'}${formatMoney(Math.abs(revenueDiff), currency)} vs last month (${formatMoney(d.revenue_month.last, currency)})`,
    },
  ]
}

/** The same cards when the figures could not be loaded: each says so; none is invented. */
export function unavailableFigures(reason: string): Figure[] {
  return ['Total Members', 'Active Courts', 'Bookings This Week', 'Revenue This Month'].map((label) => ({ label, value: null, note: reason }))
}
