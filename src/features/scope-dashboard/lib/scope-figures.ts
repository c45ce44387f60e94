import type { Figure } from '~/components/area-dashboard'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { formatMoney } from '~/lib/money'
import type { ScopeDashboard } from '../api/scope-dashboard'

/** A count as the dashboards show it ("19,318"), in the reader's locale. */
const countText = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

type Period = 'week' | 'month'

/** "+3 vs last week (25)", "−2 …", "Same as …": the change, then the figure compared with. */
function versus(now: number, before: number, period: Period, show: (n: number) => string): string {
  const diff = now - before
  const shownBefore = show(before)
  if (diff === 0) return period === 'week' ? m.scope_dashboard_same_as_last_week({ before: shownBefore }) : m.scope_dashboard_same_as_last_month({ before: shownBefore })
  const change = `${diff > 0 ? '+' : '−'}${show(Math.abs(diff))}`
  return period === 'week' ? m.scope_dashboard_vs_last_week({ change, before: shownBefore }) : m.scope_dashboard_vs_last_month({ change, before: shownBefore })
}

/** Revenue this month, one line per currency of the scope (the database gives each): two currencies are never added. */
function revenueFigure(d: ScopeDashboard): Figure {
  return {
    label: m.scope_dashboard_revenue_this_month(),
    value: d.revenue_month.map((r) => formatMoney(r.this, r.currency)),
    note: d.revenue_month.map((r) => versus(r.this, r.last, 'month', (n) => formatMoney(n, r.currency))).join('; '),
  }
}

/** The country owner's four cards (docs/product.md §2.17): clubs, members, bookings this week, revenue this month. */
export function countryFigures(d: ScopeDashboard): Figure[] {
  return [
    {
      label: m.scope_dashboard_clubs(),
      value: countText(d.clubs),
      note: m.scope_dashboard_courts_in_service({ count: d.courts.total, inService: countText(d.courts.in_service), total: countText(d.courts.total) }),
    },
    { label: m.scope_dashboard_members(), value: countText(d.members.total), note: m.scope_dashboard_new_this_month({ count: countText(d.members.new_this_month) }) },
    { label: m.scope_dashboard_bookings_this_week(), value: countText(d.bookings_week.this), note: versus(d.bookings_week.this, d.bookings_week.last, 'week', countText) },
    revenueFigure(d),
  ]
}

/** The super admin's four cards (docs/product.md §2.17): clubs, players, bookings this month, revenue this month. */
export function networkFigures(d: ScopeDashboard): Figure[] {
  const players = d.players ?? d.members.total
  return [
    { label: m.scope_dashboard_total_clubs(), value: countText(d.clubs), note: m.scope_dashboard_in_countries({ count: d.countries.length, shown: countText(d.countries.length) }) },
    { label: m.scope_dashboard_total_players(), value: countText(players), note: m.scope_dashboard_new_at_home_clubs({ count: countText(d.members.new_this_month) }) },
    { label: m.scope_dashboard_bookings_this_month(), value: countText(d.bookings_month.this), note: versus(d.bookings_month.this, d.bookings_month.last, 'month', countText) },
    revenueFigure(d),
  ]
}

/** The cards when the figures could not be loaded: each says so; none is invented. */
export function unavailableScopeFigures(labels: readonly string[], reason: string): Figure[] {
  return labels.map((label) => ({ label, value: null, note: reason }))
}
