import type { Figure } from '~/components/area-dashboard'
import { countText, versusCount, versusMoney } from '~/lib/compare-figures'
import { formatMoney } from '~/lib/money'
import type { ScopeDashboard } from '../api/scope-dashboard'

/** Revenue this month, one line per currency of the scope (the database gives each): two currencies are never added. */
function revenueFigure(d: ScopeDashboard): Figure {
  return {
    label: 'Revenue This Month',
    value: d.revenue_month.map((r) => formatMoney(r.this, r.currency)),
    note: d.revenue_month.map((r) => versusMoney(r.this, r.last, r.currency, 'last month')).join('; '),
  }
}

/** The country owner's four cards (the spec's): clubs, members, bookings this week, revenue this month. */
export function countryFigures(d: ScopeDashboard): Figure[] {
  return [
    { label: 'Clubs', value: countText(d.clubs), note: `${countText(d.courts.in_service)} of ${countText(d.courts.total)} courts in service` },
    { label: 'Members', value: countText(d.members.total), note: `+${countText(d.members.new_this_month)} this month` },
    { label: 'Bookings This Week', value: countText(d.bookings_week.this), note: versusCount(d.bookings_week.this, d.bookings_week.last, 'last week') },
    revenueFigure(d),
  ]
}

/** The super admin's four cards (the spec's): clubs, players, bookings this month, revenue this month. */
export function networkFigures(d: ScopeDashboard): Figure[] {
  const players = d.players ?? d.members.total
  return [
    { label: 'Total Clubs', value: countText(d.clubs), note: `In ${d.countries.length} ${d.countries.length === 1 ? 'country' : 'countries'}` },
    { label: 'Total Players', value: countText(players), note: `+${countText(d.members.new_this_month)} this month at their home clubs` },
    { label: 'Bookings This Month', value: countText(d.bookings_month.this), note: versusCount(d.bookings_month.this, d.bookings_month.last, 'last month') },
    revenueFigure(d),
  ]
}

/** The cards when the figures could not be loaded: each says so; none is invented. */
export function unavailableScopeFigures(labels: readonly string[], reason: string): Figure[] {
  return labels.map((label) => ({ label, value: null, note: reason }))
}
