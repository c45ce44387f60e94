import type { Figure } from '~/components/area-dashboard'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { formatMoney } from '~/lib/money'
import type { DeskDashboard as ClubDashboard } from '~/db/types'

/** A count as the dashboards show it ("19,318"), in the reader's way. */
const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

/** "+3", "−2": the change, with its sign. */
const change = (diff: number, text: (n: number) => string) => `${diff > 0 ? '+' : '−'}${text(Math.abs(diff))}`

/** The four cards of docs/product.md §2.17, from the database's figures (money in the club's own currency). */
export function dashboardFigures(d: ClubDashboard): Figure[] {
  const { currency } = d.revenue_month
  const money = (n: number) => formatMoney(n, currency)
  const week = d.bookings_week
  const month = d.revenue_month
  return [
    { label: m.desk_figure_members(), value: count(d.members.total), note: m.desk_figure_members_new({ count: count(d.members.new_this_month) }) },
    { label: m.desk_figure_courts(), value: `${d.courts.in_service} / ${d.courts.total}`, note: m.desk_figure_courts_note() },
    {
      label: m.desk_figure_bookings(),
      value: count(week.this),
      note:
        week.this === week.last
          ? m.desk_same_as_last_week({ before: count(week.last) })
          : m.desk_vs_last_week({ diff: change(week.this - week.last, count), before: count(week.last) }),
    },
    {
      label: m.desk_figure_revenue(),
      value: money(month.this),
      note:
        month.this === month.last
          ? m.desk_same_as_last_month({ before: money(month.last) })
          : m.desk_vs_last_month({ diff: change(month.this - month.last, money), before: money(month.last) }),
    },
  ]
}

/** The same cards when the figures could not be loaded: each says so; none is invented. */
export function unavailableFigures(reason: string): Figure[] {
  return [m.desk_figure_members(), m.desk_figure_courts(), m.desk_figure_bookings(), m.desk_figure_revenue()].map((label) => ({ label, value: null, note: reason }))
}
